import { describe, expect, it } from 'vitest';
import { messageSender } from './message-sender.rules.js';
import { heldUntilLabel, scheduledSendTime } from './scheduled-send.rules.js';

const FALLBACKS = { customer: 'Lia Moreno', outgoing: 'Torque' };

describe('messageSender (issue 14: show who sent each message)', () => {
  it('names the staff member on a staff send, not the assistant whose number it went from', () => {
    const staff = {
      direction: 'SEND',
      fromName: 'Ava Torque',
      messageSentBy: 'Sam Super',
      sentByUserId: 2,
    } as const;
    expect(messageSender(staff, FALLBACKS)).toEqual({ kind: 'staff', name: 'Sam Super' });
  });

  it("names the assistant only on the assistant's own replies", () => {
    const assistant = {
      direction: 'SEND',
      fromName: 'Ava Torque',
      messageSentBy: 'Ava Torque',
      sentByUserId: null,
    } as const;
    expect(messageSender(assistant, FALLBACKS)).toEqual({ kind: 'assistant', name: 'Ava Torque' });
    expect(messageSender({ direction: 'SENT', fromName: null, messageSentBy: null }, FALLBACKS)).toEqual({
      kind: 'assistant',
      name: 'Torque',
    });
  });

  it('names the customer on inbound messages', () => {
    expect(messageSender({ direction: 'RECEIVED', fromName: null, messageSentBy: null }, FALLBACKS)).toEqual({
      kind: 'customer',
      name: 'Lia Moreno',
    });
    expect(
      messageSender(
        { direction: 'RECEIVED', fromName: ' Lia M ', messageSentBy: null, sentByUserId: 4 },
        FALLBACKS,
      ),
    ).toEqual({ kind: 'customer', name: 'Lia M' });
  });
});

describe('scheduledSendTime (issue 14: held texts say when they go)', () => {
  const held = {
    direction: 'SEND',
    messageStatus: 'queued',
    scheduledFor: '2026-11-25T13:00:00.000Z',
  } as const;

  it('is the time a queued held text goes out', () => {
    expect(scheduledSendTime(held)).toBe('2026-11-25T13:00:00.000Z');
  });

  it("says until when on the customer's clock (issue 29), whatever the viewer's zone", () => {
    expect(heldUntilLabel('2026-11-25T13:00:00.000Z', 'America/New_York')).toBe(
      "Held until 8:00 AM (customer's time)",
    );
    expect(heldUntilLabel('2026-11-22T18:00:00.000Z', 'America/Chicago')).toBe(
      "Held until 12:00 PM (customer's time)",
    );
    expect(heldUntilLabel('2026-11-25T17:00:00.000Z', 'America/Los_Angeles')).toBe(
      "Held until 9:00 AM (customer's time)",
    );
  });

  it('is null once the carrier reported on it, when it was never held, or for inbound', () => {
    expect(scheduledSendTime({ ...held, messageStatus: 'sent' })).toBeNull();
    expect(scheduledSendTime({ ...held, messageStatus: 'delivered' })).toBeNull();
    expect(scheduledSendTime({ ...held, scheduledFor: null })).toBeNull();
    expect(scheduledSendTime({ ...held, direction: 'RECEIVED' })).toBeNull();
  });
});
