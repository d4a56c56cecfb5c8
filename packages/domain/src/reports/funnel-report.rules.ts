import type { FunnelCounts } from './funnel.js';
import { funnelReportRow, type FunnelReportRow } from './funnel.js';
import { emptyReportRow } from './monthly-interaction-report.js';

/**
 * The funnel of spec 2 §9, as the server counts it over a report's range (each day read in the lead's
 * store zone). Every step is a set of leads inside the step before it:
 * - CONTACTED: leads we texted or e-mailed (an outgoing SMS or EMAIL that went, not an internal note, nor a
 *   text still held or failed) in the range: the leads the stage rules call INITIATED or later;
 * - RESPONDED: of those, the leads who replied (an incoming message) after our first text in the range;
 * - ENGAGED: of those, the leads with at least one reply coded as something said to us: any code but the
 *   ones below (a reply not yet coded does not engage);
 * - APPT_BOOKING: of the contacted leads, those with an appointment booked (not deleted) after that
 *   first text and no later than the range's last day.
 */
export const NOT_ENGAGING_CODES = ['STOP', 'WN', 'BLANK', 'NOT-ENGAGED'] as const;

/** A reply engages when its code (the staff correction winning over the assistant's) says something. */
export function isEngagingReplyCode(code: string | null | undefined): boolean {
  return code != null && code !== '' && !(NOT_ENGAGING_CODES as readonly string[]).includes(code);
}

/** The code a reply counts under: staff's correction wins over the assistant's code. */
export function effectiveReplyCode(code: string | null, correctedCode: string | null): string | null {
  return correctedCode ?? code;
}

/** A by-date funnel row: the day its leads were first texted, its counts and the spec's percentages. */
export type FunnelDayRow = Omit<FunnelReportRow, 'month'> & { readonly day: string };

/**
 * The by-date funnel: one row per day that has contacted leads, oldest first; a range without any is the
 * spec's empty row (its Date cell reads 'No Data For The Duration Selected', every figure 0).
 */
export function funnelDayRows(
  days: readonly { readonly day: string; readonly counts: FunnelCounts }[],
): FunnelDayRow[] {
  const withData = days.filter((entry) => entry.counts.CONTACTED > 0);
  if (withData.length === 0) return [dayRow(emptyReportRow())];
  return [...withData]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((entry) => dayRow(funnelReportRow(entry.day, entry.counts)));
}

function dayRow({ month, ...figures }: FunnelReportRow): FunnelDayRow {
  return { day: month, ...figures };
}
