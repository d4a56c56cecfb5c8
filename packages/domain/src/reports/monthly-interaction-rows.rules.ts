import { CLASSIFICATION_ALIASES } from '../catalog/classification-code.js';
import {
  monthlyReportColumns,
  NO_DATA_FOR_DURATION,
  type MonthlyInteractionRow,
  type MonthlyReportVariant,
} from './monthly-interaction-report.js';

/** The variant a filter asks for: v2Version true is the later one with three more columns (spec 2 §9). */
export const monthlyVariantOf = (v2Version: boolean | undefined): MonthlyReportVariant =>
  v2Version === true ? 'extended' : 'base';

/** The count fields of a variant's columns, in table order. */
export function monthlyCountFields(variant: MonthlyReportVariant): (keyof MonthlyInteractionRow)[] {
  return monthlyReportColumns(variant)
    .filter((column) => column.code !== undefined)
    .map((column) => column.field);
}

/** Spec 2 §9: the row a month without data reads: 'No Data For The Duration Selected', every count 0. */
export function emptyMonthlyInteractionRow(variant: MonthlyReportVariant): MonthlyInteractionRow {
  const counts = Object.fromEntries(monthlyCountFields(variant).map((field) => [field, 0]));
  return { reportMonth: NO_DATA_FOR_DURATION, customerType: '', ...counts } as MonthlyInteractionRow;
}

/**
 * The stored codes a column counts: its code and the spellings the spec lists on the same row
 * (APPT-SET counts APPT_SET and APPT too), since a staff correction may use any of them.
 */
export function codesCountedAs(code: string): string[] {
  const aliases = Object.entries(CLASSIFICATION_ALIASES)
    .filter(([, canonical]) => canonical === code)
    .map(([alias]) => alias);
  return [code, ...aliases];
}
