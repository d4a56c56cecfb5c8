import { z } from 'zod';
import { funnelReportRow, type FunnelReportRow } from './funnel.js';

/** The report variants: the later one adds A-BKG-ERR, REQ-CALL and NOT-ENGAGED (spec 2 §9). */
export type MonthlyReportVariant = 'base' | 'extended';

export type MonthlyReportColumn = {
  /** The header as the spec writes it. */
  readonly header: string;
  /** The row field the cell shows. */
  readonly field: MonthlyReportField;
  /** The classification code counted, for the count columns (spec 2 §9 classification table). */
  readonly code?: string;
};

/** Spec 2 §9 columns in table order with their row fields; the three extended fields are named by us. */
const BASE_COLUMNS = [
  { header: 'Date', field: 'reportMonth' },
  { header: 'Customer Type', field: 'customerType' },
  { header: 'SPA-SS', field: 'spaSS', code: 'SPA-SS' },
  { header: 'SPA-AS', field: 'spaAS', code: 'SPA-AS' },
  { header: 'SPA-XX', field: 'spaXX', code: 'SPA-XX' },
  { header: 'Contact Later', field: 'contactLater', code: 'CL' },
  { header: 'NR', field: 'noResponse', code: 'NR' },
  { header: 'Appointments', field: 'appointments', code: 'APPT-SET' },
  { header: 'NLO', field: 'noLongerOwn', code: 'NLO' },
  { header: 'CPAL', field: 'preferAlternateLocation', code: 'CPAL' },
  { header: 'VI', field: 'vehicleIssue', code: 'VI' },
  { header: 'TU', field: 'tagUpdate', code: 'TU' },
  { header: 'WN', field: 'wrongNumber', code: 'WN' },
  { header: 'LD', field: 'longDistance', code: 'LD' },
  { header: 'ASA', field: 'apptScheduledAlready', code: 'ASA' },
  { header: 'SALES_INQ', field: 'salesInq', code: 'SALES_INQ' },
  { header: 'CQ', field: 'customerQuestion', code: 'CQ' },
  { header: 'CC', field: 'customerComplaint', code: 'CC' },
  { header: 'MISC', field: 'misc', code: 'MISC' },
  { header: 'Follow Up', field: 'followUp', code: 'FU' },
  { header: 'OPT-OUT', field: 'optOut', code: 'STOP' },
  { header: 'UNCLASSIFIED', field: 'unclassified', code: 'BLANK' },
] as const satisfies readonly MonthlyReportColumn[];

const EXTENDED_COLUMNS = [
  { header: 'A-BKG-ERR', field: 'appointmentBookingError', code: 'A-BKG-ERR' },
  { header: 'REQ-CALL', field: 'requestToCall', code: 'REQ-CALL' },
  { header: 'NOT-ENGAGED', field: 'notEngaged', code: 'NOT-ENGAGED' },
] as const satisfies readonly MonthlyReportColumn[];

/** A row field shown by a column: every field of the row. */
export type MonthlyReportField = keyof MonthlyInteractionRow;

export const MONTHLY_REPORT_FIELDS: readonly MonthlyReportField[] = [
  ...BASE_COLUMNS,
  ...EXTENDED_COLUMNS,
].map((column) => column.field);

/** The columns in table order; the Date cell is clickable. */
export function monthlyReportColumns(variant: MonthlyReportVariant): readonly MonthlyReportColumn[] {
  return variant === 'extended' ? [...BASE_COLUMNS, ...EXTENDED_COLUMNS] : BASE_COLUMNS;
}

const count = z.number().int().nonnegative();

/** A monthly interaction row as the server sends it; the extended counts are absent in the base variant. */
export const MonthlyInteractionRowSchema = z.object({
  reportMonth: z.string(),
  customerType: z.string(),
  spaSS: count,
  spaAS: count,
  spaXX: count,
  contactLater: count,
  noResponse: count,
  appointments: count,
  noLongerOwn: count,
  preferAlternateLocation: count,
  vehicleIssue: count,
  tagUpdate: count,
  wrongNumber: count,
  longDistance: count,
  apptScheduledAlready: count,
  salesInq: count,
  customerQuestion: count,
  customerComplaint: count,
  misc: count,
  followUp: count,
  optOut: count,
  unclassified: count,
  appointmentBookingError: count.optional(),
  requestToCall: count.optional(),
  notEngaged: count.optional(),
});
export type MonthlyInteractionRow = z.infer<typeof MonthlyInteractionRowSchema>;

/** Spec 2 §9: what the report reads when the range has no data. */
export const NO_DATA_FOR_DURATION = 'No Data For The Duration Selected';

/** Spec 2 §9 empty report row: the no-data month, every count and percentage 0. */
export function emptyReportRow(): FunnelReportRow {
  return funnelReportRow(NO_DATA_FOR_DURATION, { CONTACTED: 0, RESPONDED: 0, ENGAGED: 0, APPT_BOOKING: 0 });
}
