import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/samples.js';
import { IncomingItemSchema } from './incoming-item.schema.js';

describe('IncomingItemSchema', () => {
  it('accepts a message item and an event item', () => {
    const message = {
      kind: 'message',
      leadId: 101,
      message: sampleMessageInstance(),
      serviceType: 'OIL_CHANGE',
    };
    const event = { kind: 'event', type: 'APPOINTMENT_BOOKED', leadId: 101, appointmentSet: true, marks: [] };
    expect(IncomingItemSchema.parse(message)).toEqual(message);
    expect(IncomingItemSchema.parse(event)).toEqual(event);
  });

  it('refuses an unknown event type and a lead id that is not positive', () => {
    expect(IncomingItemSchema.safeParse({ kind: 'event', type: 'LEAD_DELETED', leadId: 101 }).success).toBe(
      false,
    );
    expect(
      IncomingItemSchema.safeParse({ kind: 'message', leadId: 0, message: sampleMessageInstance() }).success,
    ).toBe(false);
  });
});
