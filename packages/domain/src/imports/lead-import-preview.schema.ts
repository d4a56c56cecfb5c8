import { z } from 'zod';
import { HOUSEHOLD_CHOICES } from './lead-import-household.rules.js';
import { SOLD_DATE_FORMATS } from './date-column-format.rules.js';

/**
 * What the server found reading a whole lead file before it is imported (issue 30 points 5 and 6):
 * how its sold dates are written (or the question to ask, or why they cannot be read), every row it
 * would refuse, and every row that shares a mobile number with a person of another name.
 */
export const LeadImportPreviewSchema = z.object({
  totalRecords: z.number().int().nonnegative(),
  headers: z.array(z.string()),
  soldDates: z.object({
    /** DECIDED: read with `format`; QUESTION: the admin chooses; MIXED: the file must be corrected. */
    status: z.enum(['DECIDED', 'QUESTION', 'MIXED']),
    format: z.enum(SOLD_DATE_FORMATS).nullable(),
    message: z.string().nullable(),
  }),
  problems: z.array(
    z.object({ rowNumber: z.number().int(), message: z.string(), cells: z.array(z.string()) }),
  ),
  households: z.array(
    z.object({
      rowNumber: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      cellular: z.string(),
      sharesWith: z.object({
        firstName: z.string(),
        lastName: z.string(),
        customerId: z.number().int().nullable(),
        rowNumber: z.number().int().nullable(),
      }),
    }),
  ),
});
export type LeadImportPreview = z.infer<typeof LeadImportPreviewSchema>;

/** The admin's answer for one household row, as the upload's `households` field carries it. */
export const HouseholdAnswerSchema = z.object({
  rowNumber: z.number().int().min(1).max(1_000_000),
  choice: z.enum(HOUSEHOLD_CHOICES),
});
export type HouseholdAnswer = z.infer<typeof HouseholdAnswerSchema>;
export const HouseholdAnswersSchema = z.array(HouseholdAnswerSchema).max(100_000);
