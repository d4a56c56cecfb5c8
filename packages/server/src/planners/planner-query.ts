import { requestDateToIso, type PlannerSearchPayload } from '@torque/domain';
import { badRequest } from '../http/http-error.js';

/** A DD.MM.YYYY date of the search as ISO; a pattern-valid date that is no real day is a 400. */
export function wireDate(field: string, text: string | null | undefined): string | null {
  if (text == null || text === '') return null;
  const iso = requestDateToIso(text);
  if (!iso) throw badRequest(`${field} must be a real date as DD.MM.YYYY.`);
  return iso;
}

/** The search fields the GET runs take as query and the POSTed planners as body (spec 2 §3), any of them left out. */
export type WireSearch = { readonly [K in keyof PlannerSearchPayload]?: PlannerSearchPayload[K] | undefined };

/** The search in the service's terms. */
export function plannerQueryOf(search: WireSearch) {
  if (search.minimumDays != null && search.maximumDays != null && search.minimumDays > search.maximumDays)
    throw badRequest('minimumDays must not be more than maximumDays.');
  return {
    query: {
      plannerDate: wireDate('plannerDate', search.plannerDate),
      soldSince: wireDate('soldDate', search.soldDate),
      minimumDays: search.minimumDays ?? null,
      maximumDays: search.maximumDays ?? null,
      days: search.days ?? null,
      bocId: search.boc ?? null,
      storeId: search.store ?? null,
      customerNo: search.cust_no?.trim() || null,
      hardRun: search.hardRun ?? false,
      reset: search.reset ?? false,
    },
    page: { page: search.page ?? 0, size: search.size ?? 50, transfer: search.transfer ?? false },
  };
}
