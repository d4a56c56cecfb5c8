import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  nextDeliveryState,
  deliveryRank,
  isFailedDelivery,
  type DeliveryState,
} from './delivery-status.rules.js';

const STATUSES = ['queued', 'accepted', 'sending', 'sent', 'failed', 'undelivered', 'delivered', 'read'];
const arbReport: fc.Arbitrary<DeliveryState> = fc.record({
  status: fc.constantFrom(...STATUSES),
  error: fc.option(fc.constantFrom('Unreachable destination handset', 'Carrier violation'), { nil: null }),
});
const SENT: DeliveryState = { status: 'sent', error: null };

/** Every state a message passes through as the reports arrive in this order. */
function replay(reports: readonly DeliveryState[], start: DeliveryState = SENT): DeliveryState[] {
  const states = [start];
  for (const report of reports) states.push(nextDeliveryState(states.at(-1)!, report) ?? states.at(-1)!);
  return states;
}

describe('the order delivery reports may move in', () => {
  it('never moves a status back, whatever order the reports arrive in', () => {
    fc.assert(
      fc.property(fc.array(arbReport, { maxLength: 12 }), (reports) =>
        replay(reports).every(
          (state, i, all) => i === 0 || deliveryRank(state.status) >= deliveryRank(all[i - 1]!.status),
        ),
      ),
      propertyConfig(),
    );
  });

  it('keeps the error consistent with the status: only a failure has one, and a failure keeps it', () => {
    fc.assert(
      fc.property(fc.array(arbReport, { maxLength: 12 }), (reports) =>
        replay(reports).every((state, i, all) => {
          if (!isFailedDelivery(state.status)) return state.error === null;
          // A failure that had an error never loses it to a later report.
          const before = all[i - 1];
          return !before || !isFailedDelivery(before.status) || before.error === null || state.error !== null;
        }),
      ),
      propertyConfig(),
    );
  });

  it('ends at the furthest step any report described, in any order', () => {
    fc.assert(
      fc.property(
        fc
          .array(arbReport, { minLength: 1, maxLength: 10 })
          .chain((reports) =>
            fc.tuple(fc.constant(reports), fc.shuffledSubarray(reports, { minLength: reports.length })),
          ),
        ([reports, shuffled]) => {
          const furthest = Math.max(deliveryRank(SENT.status), ...reports.map((r) => deliveryRank(r.status)));
          return [reports, shuffled].every(
            (order) => deliveryRank(replay(order).at(-1)!.status) === furthest,
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('changes nothing when a report is delivered again', () => {
    fc.assert(
      fc.property(fc.array(arbReport, { maxLength: 8 }), arbReport, (reports, report) => {
        const once = replay([...reports, report]).at(-1)!;
        return nextDeliveryState(once, report) === null;
      }),
      propertyConfig(),
    );
  });
});
