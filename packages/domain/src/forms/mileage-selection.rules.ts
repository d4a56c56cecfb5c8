import { z } from 'zod';
import type { AppError } from '../errors/app-error.js';
import { formatRequestDate, type DateInput } from '../format/dates.js';
import { err, ok, type Result } from '../shared/result.js';

/** Spec 1 §5, spec 2 §5: the selected text of a mileage vehicle update must be numeric. */
export const MILEAGE_NOT_NUMERIC = 'Selected text is not a Valid value, select a Numeric data.';

/**
 * What counts as numeric (our reading): surrounding white space ignored; a whole number of digits,
 * or digits grouped in threes by commas ('45,120', '1,204,000'). Decimals, signs, units ('45,120 mi')
 * and misplaced commas ('4,5120') are refused — an odometer is a whole, non-negative count.
 */
const WHOLE_MILES = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;

export function parseSelectedMileage(selectedText: string): Result<number, AppError> {
  const text = selectedText.trim();
  const miles = WHOLE_MILES.test(text) ? Number(text.replace(/,/g, '')) : Number.NaN;
  return Number.isSafeInteger(miles)
    ? ok(miles)
    : err({ code: 'MILEAGE_NOT_NUMERIC', message: MILEAGE_NOT_NUMERIC, tone: 'warning' });
}

/** Spec 2 §3 vehicle record update payload. */
export const VehicleRecordUpdateSchema = z.object({
  last_mileage: z.number().int().nonnegative(),
  /** The maintenance-minder code shown beside the mileage; null when none was chosen. */
  minder: z.string().nullable(),
  /** DD.MM.YYYY, the spec's request date format (spec 1 §9); null when unknown. */
  last_service_date: z.string().nullable(),
  future_service_interaction_id: z.number().int(),
});
export type VehicleRecordUpdate = z.infer<typeof VehicleRecordUpdateSchema>;

export type VehicleRecordUpdateInput = {
  readonly selectedText: string;
  readonly futureServiceInteractionId: number;
  readonly minder?: string | null;
  readonly lastServiceDate?: DateInput | null;
  /** The zone the last service date is read in; the business zone when omitted. */
  readonly zone?: string;
};

/** The payload for a mileage picked from a message, or the spec's warning when the text is not numeric. */
export function vehicleRecordUpdate(input: VehicleRecordUpdateInput): Result<VehicleRecordUpdate, AppError> {
  const mileage = parseSelectedMileage(input.selectedText);
  if (!mileage.ok) return mileage;
  const date = input.lastServiceDate == null ? '' : formatRequestDate(input.lastServiceDate, input.zone);
  return ok({
    last_mileage: mileage.value,
    minder: input.minder?.trim() || null,
    last_service_date: date === '' ? null : date,
    future_service_interaction_id: input.futureServiceInteractionId,
  });
}
