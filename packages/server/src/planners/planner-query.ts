import { requestDateToIso } from '@torque/domain';
import { badRequest } from '../http/http-error.js';

/** A DD.MM.YYYY date of the search as ISO; a pattern-valid date that is no real day is a 400. */
export function wireDate(field: string, text: string | null | undefined): string | null {
  if (text == null || text === '') return null;
  const iso = requestDateToIso(text);
  if (!iso) throw badRequest(`${field} must be a real date as DD.MM.YYYY.`);
  return iso;
}

/** The search fields the GET runs take as query and the POSTed planners as body. */
export type WireSearch = {
  readonly cust_no?: string | null;
  readonly minimumDays?: number | null;
  readonly maximumDays?: number | null;
  readonly days?: number | null;
  readonly boc?: number | null;
  readonly store?: number | null;
  readonly transfer?: boolean;
  readonly hardRun?: boolean;
  readonly reset?: boolean;
  readonly page?: number;
  readonly size?: number;
  readonly soldDate?: string | null;
  readonly plannerDate?: string | null;
};

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
