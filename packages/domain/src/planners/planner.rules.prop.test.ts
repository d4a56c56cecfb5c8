import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  closedRoSearchQuery,
  INITIATION_LISTS,
  listFetchFailure,
  transferResultNotice,
} from './planner-results.rules.js';
import { plannerSearchPayload, withoutUiFlags } from './planner-search.rules.js';

const arbDay = () =>
  fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

describe('planner search (spec 2 §3, §5)', () => {
  it('sends every date as DD.MM.YYYY of the same calendar day', () => {
    fc.assert(
      fc.property(arbDay(), arbDay(), (sold, planned) => {
        const payload = plannerSearchPayload({ size: 10, soldDate: sold, plannerDate: planned });
        const [y, m, d] = sold.split('-');
        return (
          payload.soldDate === `${d}.${m}.${y}` && /^\d{2}\.\d{2}\.\d{4}$/.test(payload.plannerDate ?? '')
        );
      }),
      propertyConfig(),
    );
  });

  it('never sends the UI-only flag of the search, and keeps every other field', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.constantFrom('follow-up' as const, 'contact-later' as const),
        (body, search) => {
          const flag = search === 'follow-up' ? 'followupScreen' : 'contactLaterScreen';
          const sent: Record<string, unknown> = withoutUiFlags({ ...body, [flag]: true }, search);
          return (
            !(flag in sent) &&
            Object.keys(body).every((key) => key === flag || Object.is(sent[key], body[key]))
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('ends a closed-RO search the day after the chosen end date', () => {
    fc.assert(
      fc.property(arbDay(), (end) => {
        const query = closedRoSearchQuery({ storeIdPk: 1, startDate: end, endDate: end });
        const sent = DateTime.fromFormat(query.endDate, 'dd.MM.yyyy', { zone: 'UTC' });
        return sent.diff(DateTime.fromISO(end, { zone: 'UTC' }), 'days').days === 1;
      }),
      propertyConfig(),
    );
  });
});

describe('planner results (spec 2 §4, §5)', () => {
  it("says 'No Records' exactly when the transfer result list is empty", () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything(), { maxLength: 5 }),
        (results) => (transferResultNotice(results).message === 'No Records') === (results.length === 0),
      ),
      propertyConfig(),
    );
  });

  it('resets instead of notifying exactly for a 400 on one of the three initiation lists', () => {
    const arbList = fc.oneof(fc.constantFrom(...INITIATION_LISTS), fc.string());
    const arbStatus = fc.oneof(fc.constant(400), fc.integer({ min: 200, max: 599 }));
    fc.assert(
      fc.property(arbList, arbStatus, (list, status) => {
        const outcome = listFetchFailure(list, { status, body: {} });
        const expected = status === 400 && (INITIATION_LISTS as readonly string[]).includes(list);
        return (outcome.kind === 'reset') === expected;
      }),
      propertyConfig(),
    );
  });
});
