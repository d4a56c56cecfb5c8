import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/samples.js';
import { compareRealtimeEventIds, RealtimeEventSchema } from './realtime-event.schema.js';

describe('RealtimeEventSchema', () => {
  it('accepts a message event and a flags event as the server sends them', () => {
    const created = {
      id: '12',
      type: 'MESSAGE_CREATED',
      leadId: 101,
      storeId: 1,
      serviceType: 'OIL_CHANGE',
      message: sampleMessageInstance(),
    };
    const flags = {
      id: '13',
      type: 'LEAD_FLAGS_CHANGED',
      leadId: 101,
      storeId: 1,
      flags: { totalUnreadCount: 0 },
    };
    expect(RealtimeEventSchema.parse(created)).toEqual(created);
    expect(RealtimeEventSchema.parse(flags)).toEqual(flags);
  });

  it('refuses an unknown type, a non-numeric id and a lead id that is not positive', () => {
    const base = { id: '1', type: 'MESSAGE_CREATED', leadId: 1, storeId: 1 };
    expect(RealtimeEventSchema.safeParse({ ...base, type: 'LEAD_DELETED' }).success).toBe(false);
    expect(RealtimeEventSchema.safeParse({ ...base, id: '1e3' }).success).toBe(false);
    expect(RealtimeEventSchema.safeParse({ ...base, id: 7 }).success).toBe(false);
    expect(RealtimeEventSchema.safeParse({ ...base, leadId: 0 }).success).toBe(false);
  });
});

describe('compareRealtimeEventIds', () => {
  it('orders ids as numbers, also beyond the safe integer range', () => {
    expect(compareRealtimeEventIds('9', '10')).toBeLessThan(0);
    expect(compareRealtimeEventIds('100', '99')).toBeGreaterThan(0);
    expect(compareRealtimeEventIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareRealtimeEventIds('42', '42')).toBe(0);
  });
});
