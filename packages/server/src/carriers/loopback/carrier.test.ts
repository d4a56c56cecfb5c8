import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryReport } from '../carrier.port.js';
import { LoopbackCarrier, UNREACHABLE_ERROR } from './carrier.js';

let key = 0;
const sms = (to: string) => ({
  messageId: 1,
  idempotencyKey: `k${++key}`,
  from: '+17185550142',
  to,
  body: 'Hi',
  mediaUrls: [],
});

describe('loopback carrier', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts as sent and reports delivered after the delay', async () => {
    vi.useFakeTimers();
    const reports: DeliveryReport[] = [];
    const carrier = new LoopbackCarrier({
      onDeliveryReport: (report) => reports.push(report),
      deliveryDelayMs: 1500,
    });
    const receipt = await carrier.send(sms('+17185551234'));
    expect(receipt).toMatchObject({ status: 'sent', error: null });
    expect(receipt.providerMessageId).toMatch(/^LB[0-9a-f]{32}$/);
    vi.advanceTimersByTime(1499);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([
      { providerMessageId: receipt.providerMessageId, status: 'delivered', error: null },
    ]);
  });

  it('fails numbers ending in 0000 as unreachable, with no later report', async () => {
    vi.useFakeTimers();
    const reports: DeliveryReport[] = [];
    const carrier = new LoopbackCarrier({ onDeliveryReport: (report) => reports.push(report) });
    expect(await carrier.send(sms('+17185550000'))).toMatchObject({
      status: 'failed',
      error: UNREACHABLE_ERROR,
    });
    vi.advanceTimersByTime(10_000);
    expect(reports).toEqual([]);
  });

  it('answers a repeated idempotency key with its first answer and reports once', async () => {
    vi.useFakeTimers();
    const reports: DeliveryReport[] = [];
    const carrier = new LoopbackCarrier({ onDeliveryReport: (report) => reports.push(report) });
    const once = sms('+17185551234');
    const first = await carrier.send(once);
    expect(await carrier.send(once)).toEqual(first);
    expect(await carrier.lookup(once)).toEqual(first);
    expect(await carrier.lookup(sms('+17185551234'))).toBe('never');
    vi.advanceTimersByTime(10_000);
    // Once for the send, once more for the lookup (a recovered send still learns it was delivered).
    expect(reports).toHaveLength(2);
    expect(new Set(reports.map((report) => report.providerMessageId)).size).toBe(1);
  });

  it('drops pending reports when closed', async () => {
    vi.useFakeTimers();
    const reports: DeliveryReport[] = [];
    const carrier = new LoopbackCarrier({ onDeliveryReport: (report) => reports.push(report) });
    await carrier.send(sms('+17185551234'));
    carrier.close();
    vi.advanceTimersByTime(10_000);
    expect(reports).toEqual([]);
  });
});
