import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/samples.js';
import { deliveryUpdateOf, withDeliveryUpdates, type DeliveryUpdate } from './delivery-updates.js';
import type { RealtimeEvent } from './realtime-event.schema.js';

const event = (overrides: Partial<RealtimeEvent>): RealtimeEvent =>
  ({ id: '7', type: 'MESSAGE_STATUS_CHANGED', leadId: 101, storeId: 3, ...overrides }) as RealtimeEvent;

describe('delivery updates of an open conversation (spec 1 §4)', () => {
  it('reads the message id, status and error of a MESSAGE_STATUS_CHANGED event only', () => {
    expect(deliveryUpdateOf(event({ messageId: 9, messageStatus: 'delivered' }))).toEqual([
      9,
      { messageStatus: 'delivered', errors: null },
    ]);
    expect(deliveryUpdateOf(event({ type: 'NEW_EVENT', messageId: 9 }))).toBeNull();
    expect(deliveryUpdateOf(event({ messageStatus: 'sent' }))).toBeNull();
  });

  it('replaces only the messages whose delivery changed, and keeps the array when none did', () => {
    const sent = sampleMessageInstance({ id: 1, messageStatus: 'sent' });
    const other = sampleMessageInstance({ id: 2, messageStatus: 'delivered' });
    const updates = new Map<number, DeliveryUpdate>([
      [1, { messageStatus: 'failed', errors: 'Unreachable' }],
    ]);
    const [first, second] = withDeliveryUpdates([sent, other], updates);
    expect(first).toMatchObject({ id: 1, messageStatus: 'failed', errors: 'Unreachable' });
    expect(second).toBe(other);
    const unchanged = [other];
    expect(withDeliveryUpdates(unchanged, updates)).toBe(unchanged);
    const same = new Map([[2, { messageStatus: 'delivered', errors: null }]]);
    expect(withDeliveryUpdates(unchanged, same)).toBe(unchanged);
  });
});
