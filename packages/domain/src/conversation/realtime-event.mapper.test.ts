import { describe, expect, it } from 'vitest';
import { leadId, sampleMessageInstance } from '../testing/samples.js';
import { IncomingItemSchema } from './incoming-item.schema.js';
import { toIncomingItem } from './realtime-event.mapper.js';
import type { RealtimeEvent } from './realtime-event.schema.js';

const event = (overrides: Partial<RealtimeEvent>): RealtimeEvent => ({
  id: '41',
  type: 'MESSAGE_CREATED',
  leadId: leadId(101),
  storeId: 3,
  ...overrides,
});

describe('toIncomingItem', () => {
  it('turns a stored message into a queue message item for its lead and service tab', () => {
    const message = sampleMessageInstance({ id: 9, direction: 'RECEIVED' });
    const item = toIncomingItem(event({ message, serviceType: 'OIL_CHANGE' }));
    expect(item).toEqual({ kind: 'message', leadId: 101, message, serviceType: 'OIL_CHANGE' });
    expect(IncomingItemSchema.parse(item)).toEqual(item);
  });

  it('carries NEW_EVENT and APPOINTMENT_BOOKED fields, leaving out what the event did not send', () => {
    const marks = [{ intentType: 'APPOINTMENT', value: '2025-03-20' }];
    expect(
      toIncomingItem(
        event({ type: 'APPOINTMENT_BOOKED', appointmentSet: true, marks, responseInsight: null }),
      ),
    ).toEqual({
      kind: 'event',
      type: 'APPOINTMENT_BOOKED',
      leadId: 101,
      appointmentSet: true,
      marks,
      responseInsight: null,
    });
    const insight = toIncomingItem(event({ type: 'NEW_EVENT', responseInsight: 'FOLLOWUP' }));
    expect(insight).toEqual({ kind: 'event', type: 'NEW_EVENT', leadId: 101, responseInsight: 'FOLLOWUP' });
    expect(IncomingItemSchema.parse(insight)).toEqual(insight);
  });

  it("carries a LEAD_FLAGS_CHANGED event's marks, so a STOP's SMS_OPT_OUT blocks the stored lead", () => {
    const marks = [{ intentType: 'SMS_OPT_OUT', value: 'STOP' }];
    const item = toIncomingItem(event({ type: 'LEAD_FLAGS_CHANGED', marks, flags: {} }));
    expect(item).toEqual({ kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: 101, marks });
    expect(IncomingItemSchema.parse(item)).toEqual(item);
  });

  it("carries a LEAD_FLAGS_CHANGED event's possible opt-out, and its clearing (null), to the stored lead", () => {
    const consentPending = { text: 'enough already', since: '2025-03-10T16:00:00.000Z' };
    const asked = toIncomingItem(
      event({ type: 'LEAD_FLAGS_CHANGED', consentPending, flags: { aiEnabled: false } }),
    );
    expect(asked).toEqual({ kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: 101, consentPending });
    expect(IncomingItemSchema.parse(asked)).toEqual(asked);
    const answered = toIncomingItem(event({ type: 'LEAD_FLAGS_CHANGED', consentPending: null }));
    expect(answered).toEqual({
      kind: 'event',
      type: 'LEAD_FLAGS_CHANGED',
      leadId: 101,
      consentPending: null,
    });
  });

  it("carries a LEAD_FLAGS_CHANGED event's stage and reason to the stored lead (issue 30: a reply moves it)", () => {
    const moved = toIncomingItem(
      event({ type: 'LEAD_FLAGS_CHANGED', flags: { stage: 'RESPONDED', outcomeReason: null } }),
    );
    expect(moved).toEqual({
      kind: 'event',
      type: 'LEAD_FLAGS_CHANGED',
      leadId: 101,
      stage: 'RESPONDED',
      outcomeReason: null,
    });
    expect(IncomingItemSchema.parse(moved)).toEqual(moved);
  });

  it("carries the customer's new language to the stored lead (issue 31: a Spanish reply switches it)", () => {
    const switched = toIncomingItem(
      event({ type: 'LEAD_FLAGS_CHANGED', flags: { preferredLanguage: 'es' } }),
    );
    expect(switched).toEqual({
      kind: 'event',
      type: 'LEAD_FLAGS_CHANGED',
      leadId: 101,
      preferredLanguage: 'es',
    });
    expect(IncomingItemSchema.parse(switched)).toEqual(switched);
  });

  it('leaves statuses, flag changes and a message event without its message out of the queue', () => {
    expect(
      toIncomingItem(event({ type: 'MESSAGE_STATUS_CHANGED', messageId: 9, messageStatus: 'delivered' })),
    ).toBeNull();
    expect(toIncomingItem(event({ type: 'LEAD_FLAGS_CHANGED', flags: { totalUnreadCount: 0 } }))).toBeNull();
    expect(toIncomingItem(event({}))).toBeNull();
  });
});
