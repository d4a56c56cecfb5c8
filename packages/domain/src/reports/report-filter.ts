import { DateTime } from 'luxon';
import { z } from 'zod';
import type { Clock } from '../shared/clock.port.js';
import { DATE_FORMATS, DEFAULT_DATE_ZONE } from '../format/dates.js';

/** An enterprise, BOC or store id: every table's key starts at 1 (issue 28: the contract says so too). */
const id = z.number().int().positive();

/** Spec 2 §3 report filter; dates are sent as YYYY-MM-DD (the spec does not give the report date format). */
export const ReportFilterSchema = z.object({
  enterpriseId: id,
  bocIds: z.array(id),
  storeIds: z.array(id),
  serviceTypes: z.array(z.string()),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  demoFlag: z.boolean().optional(),
  isContacted: z.boolean().optional(),
  v2Version: z.boolean().optional(),
});
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

/** Spec 2 §9: used when no BOC or store is chosen. */
export const DEFAULT_REPORT_BOC_IDS = [2, 3] as const;
export const DEFAULT_REPORT_STORE_IDS = [3, 8] as const;
/** Spec 2 §9: default range is the last 7 days; unresponsive-leads reports default to one day. */
export const DEFAULT_REPORT_RANGE_DAYS = 7;
export const UNRESPONSIVE_LEADS_RANGE_DAYS = 1;

/**
 * The monthly interaction report opens on this month and the two before it (spec 2 §9's monthly
 * helper with N = 2; the spec does not give N): a quarter of rows, one per month and customer type.
 */
export const MONTHLY_REPORT_MONTHS_BACK = 2;

export type ReportKind = 'standard' | 'unresponsive-leads';
export type DateRange = { readonly startDate: string; readonly endDate: string };

/** Spec 2 §6: what decides demoFlag for enterprise 4 is not shown, so the caller says whether it holds. */
export type DemoFlagConditions = { readonly enterprise4Demo?: boolean };

/** Spec 2 §6/§9: reports carry demoFlag for enterprise 1, and for 4 when its condition holds. */
export function demoFlagFor(enterpriseId: number, conditions: DemoFlagConditions = {}): boolean {
  return enterpriseId === 1 || (enterpriseId === 4 && conditions.enterprise4Demo === true);
}

const today = (clock: Clock, zone: string): DateTime =>
  DateTime.fromJSDate(clock.now(), { zone }).startOf('day');
const isoDate = (date: DateTime): string => date.toFormat(DATE_FORMATS.isoDate);

/**
 * "The last N days": from N days before today through today, as a date picker's preset gives it (so
 * 7 days on 14 March is 7–14 March and one day is yesterday–today). "Today" is taken in `zone`.
 */
export function lastDaysRange(days: number, clock: Clock, zone: string = DEFAULT_DATE_ZONE): DateRange {
  const end = today(clock, zone);
  return { startDate: isoDate(end.minus({ days })), endDate: isoDate(end) };
}

/** Spec 2 §9: from the first day of the month `monthsBack` months ago to the last day of this month. */
export function monthlyRange(monthsBack: number, clock: Clock, zone: string = DEFAULT_DATE_ZONE): DateRange {
  if (!Number.isInteger(monthsBack) || monthsBack < 0) {
    throw new RangeError(`monthsBack must be a whole number of months, 0 or more, got ${monthsBack}`);
  }
  const now = today(clock, zone);
  return {
    startDate: isoDate(now.minus({ months: monthsBack }).startOf('month')),
    endDate: isoDate(now.endOf('month')),
  };
}

export type DefaultReportFilterInput = {
  readonly enterpriseId: number;
  readonly clock: Clock;
  readonly bocIds?: readonly number[];
  readonly storeIds?: readonly number[];
  readonly serviceTypes?: readonly string[];
  readonly kind?: ReportKind;
  readonly conditions?: DemoFlagConditions;
  /** The zone "today" is read in; the business time zone unless given. */
  readonly zone?: string;
};

const chosenOr = (chosen: readonly number[] | undefined, fallback: readonly number[]): number[] =>
  chosen !== undefined && chosen.length > 0 ? [...chosen] : [...fallback];

/** The filter a report opens with (spec 2 §9 defaults). */
export function defaultReportFilter(input: DefaultReportFilterInput): ReportFilter {
  const days =
    input.kind === 'unresponsive-leads' ? UNRESPONSIVE_LEADS_RANGE_DAYS : DEFAULT_REPORT_RANGE_DAYS;
  return {
    enterpriseId: input.enterpriseId,
    bocIds: chosenOr(input.bocIds, DEFAULT_REPORT_BOC_IDS),
    storeIds: chosenOr(input.storeIds, DEFAULT_REPORT_STORE_IDS),
    serviceTypes: [...(input.serviceTypes ?? [])],
    ...lastDaysRange(days, input.clock, input.zone),
    demoFlag: demoFlagFor(input.enterpriseId, input.conditions),
  };
}
