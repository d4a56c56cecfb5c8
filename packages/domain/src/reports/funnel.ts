import type { FunnelCount } from '../leads/lead-codes.js';

/** The four funnel counts of spec 2 §9 (CONTACTED, RESPONDED, ENGAGED, APPT_BOOKING). */
export type FunnelCounts = Readonly<Record<FunnelCount, number>>;

export type FunnelPercentages = {
  /** RESPONDED / CONTACTED × 100: how many texted customers answered. */
  readonly responsePercent: number;
  /** APPT_BOOKING / CONTACTED × 100: how many texted customers booked. */
  readonly closureRatePercent: number;
  /** APPT_BOOKING / RESPONDED × 100: how many customers who answered booked. */
  readonly responseToAppointmentPercent: number;
};

/** A count the server sent that is not a finite, non-negative number counts as 0. */
const count = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** part / whole × 100 to one decimal; 0 when the whole is 0, so a report never shows NaN or Infinity. */
export function percentOf(part: number, whole: number): number {
  const denominator = count(whole);
  if (denominator === 0) return 0;
  const percent = Math.round((count(part) / denominator) * 1000) / 10;
  // Only absurd inputs (a vanishing denominator) overflow; they show as 0 like an empty one.
  return Number.isFinite(percent) ? percent : 0;
}

export function funnelPercentages(counts: FunnelCounts): FunnelPercentages {
  return {
    responsePercent: percentOf(counts.RESPONDED, counts.CONTACTED),
    closureRatePercent: percentOf(counts.APPT_BOOKING, counts.CONTACTED),
    responseToAppointmentPercent: percentOf(counts.APPT_BOOKING, counts.RESPONDED),
  };
}

/** A funnel report row as the report table reads it; keys spelled as the spec spells them ('REPONSE %'). */
export type FunnelReportRow = FunnelCounts & {
  readonly month: string;
  readonly 'REPONSE %': number;
  readonly 'CLOSURE RATE %': number;
  readonly 'RESPONSE TO APPT %': number;
};

export function funnelReportRow(month: string, counts: FunnelCounts): FunnelReportRow {
  const percentages = funnelPercentages(counts);
  return {
    month,
    CONTACTED: counts.CONTACTED,
    RESPONDED: counts.RESPONDED,
    ENGAGED: counts.ENGAGED,
    APPT_BOOKING: counts.APPT_BOOKING,
    'REPONSE %': percentages.responsePercent,
    'CLOSURE RATE %': percentages.closureRatePercent,
    'RESPONSE TO APPT %': percentages.responseToAppointmentPercent,
  };
}
