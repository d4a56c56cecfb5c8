import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { arbIsoDateTime } from '../testing/arb-basics.js';
import { propertyConfig } from '../testing/fc-config.js';
import { fixedClock } from '../testing/fixed-clock.js';
import { defaultReportFilter, demoFlagFor, monthlyRange } from './report-filter.js';

const date = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' });
const arbIds = () => fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 4 });

describe('report filter (spec 2 §9)', () => {
  it('the default range ends today and starts 7 days earlier (1 for unresponsive leads)', () => {
    fc.assert(
      fc.property(arbIsoDateTime(), fc.boolean(), (now, unresponsive) => {
        const filter = defaultReportFilter({
          enterpriseId: 2,
          clock: fixedClock(now),
          kind: unresponsive ? 'unresponsive-leads' : 'standard',
        });
        const today = DateTime.fromISO(now).setZone('America/New_York').toFormat('yyyy-MM-dd');
        const days = date(filter.endDate).diff(date(filter.startDate), 'days').days;
        return filter.endDate === today && days === (unresponsive ? 1 : 7);
      }),
      propertyConfig(),
    );
  });

  it('chosen BOCs and stores are kept; when none are chosen the defaults 2, 3 and 3, 8 apply', () => {
    fc.assert(
      fc.property(arbIds(), arbIds(), (bocIds, storeIds) => {
        const filter = defaultReportFilter({
          enterpriseId: 2,
          clock: fixedClock('2025-01-01T12:00:00Z'),
          bocIds,
          storeIds,
        });
        const same = (a: readonly number[], b: readonly number[]) => JSON.stringify(a) === JSON.stringify(b);
        return (
          same(filter.bocIds, bocIds.length > 0 ? bocIds : [2, 3]) &&
          same(filter.storeIds, storeIds.length > 0 ? storeIds : [3, 8])
        );
      }),
      propertyConfig(),
    );
  });

  it('a monthly range starts on a first of the month N months back and ends on the last day of this month', () => {
    fc.assert(
      fc.property(arbIsoDateTime(), fc.nat(36), (now, monthsBack) => {
        const { startDate, endDate } = monthlyRange(monthsBack, fixedClock(now), 'UTC');
        const start = date(startDate);
        const end = date(endDate);
        const today = DateTime.fromISO(now, { zone: 'UTC' });
        const monthsBetween = (today.year - start.year) * 12 + (today.month - start.month);
        return (
          start.day === 1 &&
          monthsBetween === monthsBack &&
          end.hasSame(today, 'month') &&
          end.plus({ days: 1 }).day === 1
        );
      }),
      propertyConfig(),
    );
  });

  it('demoFlag holds only for enterprise 1, and for 4 under its condition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 100 }),
        fc.boolean(),
        (enterpriseId, condition) =>
          demoFlagFor(enterpriseId, { enterprise4Demo: condition }) ===
          (enterpriseId === 1 || (enterpriseId === 4 && condition)),
      ),
      propertyConfig(),
    );
  });
});
