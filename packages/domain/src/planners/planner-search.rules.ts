import { z } from 'zod';
import { formatRequestDate, type DateInput } from '../format/dates.js';

/**
 * The furthest a search looks from its planner date, either way: a year, leap day included (issue 28:
 * the contract bounds the day counts, so a negative `days` is refused rather than read).
 */
export const PLANNER_DAY_RANGE = 366;

const dayOffset = z.number().int().min(-PLANNER_DAY_RANGE).max(PLANNER_DAY_RANGE);

/** Spec 2 §3 planner search payload; dates are DD.MM.YYYY. */
export const PlannerSearchPayloadSchema = z.object({
  cust_no: z.string().nullable(),
  minimumDays: dayOffset.nullable(),
  maximumDays: dayOffset.nullable(),
  days: z.number().int().min(0).max(PLANNER_DAY_RANGE).nullable(),
  boc: z.number().int().positive().nullable(),
  store: z.number().int().positive().nullable(),
  transfer: z.boolean(),
  hardRun: z.boolean(),
  reset: z.boolean(),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  soldDate: z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/)
    .nullable(),
  plannerDate: z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/)
    .nullable(),
});
export type PlannerSearchPayload = z.infer<typeof PlannerSearchPayloadSchema>;

export type PlannerSearchInput = {
  readonly customerNo?: string | null;
  readonly minimumDays?: number | null;
  readonly maximumDays?: number | null;
  readonly days?: number | null;
  readonly boc?: number | null;
  readonly store?: number | null;
  readonly transfer?: boolean;
  readonly hardRun?: boolean;
  readonly reset?: boolean;
  readonly page?: number;
  readonly size: number;
  readonly soldDate?: DateInput | null;
  readonly plannerDate?: DateInput | null;
  /** The zone dates are read in; the business zone when omitted. */
  readonly zone?: string;
};

const requestDate = (date: DateInput | null | undefined, zone?: string): string | null => {
  const text = date == null ? '' : formatRequestDate(date, zone);
  return text === '' ? null : text;
};

/** Unset numbers and a blank customer number are sent as null; flags default to false, page to 0. */
export function plannerSearchPayload(input: PlannerSearchInput): PlannerSearchPayload {
  return {
    cust_no: input.customerNo?.trim() || null,
    minimumDays: input.minimumDays ?? null,
    maximumDays: input.maximumDays ?? null,
    days: input.days ?? null,
    boc: input.boc ?? null,
    store: input.store ?? null,
    transfer: input.transfer ?? false,
    hardRun: input.hardRun ?? false,
    reset: input.reset ?? false,
    page: input.page ?? 0,
    size: input.size,
    soldDate: requestDate(input.soldDate, input.zone),
    plannerDate: requestDate(input.plannerDate, input.zone),
  };
}

/** Spec 2 §5: the UI-only flag each search drops before sending. */
export const UI_ONLY_FLAGS = {
  'follow-up': 'followupScreen',
  'contact-later': 'contactLaterScreen',
} as const;
export type UiFlagSearch = keyof typeof UI_ONLY_FLAGS;

/** The body without the search's UI-only flag; everything else, the other flag included, is kept. */
export function withoutUiFlags<T extends object, S extends UiFlagSearch>(
  body: T,
  search: S,
): Omit<T, (typeof UI_ONLY_FLAGS)[S]> {
  const { [UI_ONLY_FLAGS[search]]: _dropped, ...rest } = body as Record<string, unknown>;
  return rest as Omit<T, (typeof UI_ONLY_FLAGS)[S]>;
}
