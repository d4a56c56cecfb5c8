import { describe, expect, it } from 'vitest';
import { nextDeliveryState } from './delivery-status.rules.js';

describe('delivery reports move a status forward only', () => {
  it('delivers a failed message and clears its error (the handset confirmed it)', () => {
    expect(
      nextDeliveryState(
        { status: 'failed', error: 'Unreachable destination handset' },
        { status: 'delivered', error: null },
      ),
    ).toEqual({ status: 'delivered', error: null });
  });

  it('never moves a delivered message back to failed, nor a final status back to sent', () => {
    expect(
      nextDeliveryState({ status: 'delivered', error: null }, { status: 'failed', error: 'Late failure' }),
    ).toBeNull();
    expect(
      nextDeliveryState({ status: 'undelivered', error: 'Unknown error' }, { status: 'sent', error: null }),
    ).toBeNull();
  });

  it('keeps the first failure word and its error, filling an error in when the same status names one', () => {
    expect(
      nextDeliveryState({ status: 'failed', error: 'A' }, { status: 'undelivered', error: 'B' }),
    ).toBeNull();
    expect(nextDeliveryState({ status: 'failed', error: 'A' }, { status: 'failed', error: null })).toBeNull();
    expect(nextDeliveryState({ status: 'failed', error: null }, { status: 'failed', error: 'A' })).toEqual({
      status: 'failed',
      error: 'A',
    });
  });

  it('answers a replay with no change', () => {
    expect(nextDeliveryState({ status: 'sent', error: null }, { status: 'sent', error: null })).toBeNull();
  });
});
