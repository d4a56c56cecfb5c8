import type { AppError } from '../errors/app-error.js';
import type { LeadSubmission } from '../forms/lead-submission.schema.js';
import { LEAD_SUBMIT_FAILED_ERROR } from '../forms/lead-form.rules.js';
import type { Result } from '../shared/result.js';

/**
 * How a refused submission reads: 'Lead Failed to Submit.' whatever the server said (spec 1 §8), except
 * that a rate-limit refusal (429) adds the server's sentence saying when to try again, so a showroom
 * kiosk's customer is not left guessing.
 */
export const leadSubmissionFailure = (status?: number, serverMessage?: string): AppError => ({
  ...LEAD_SUBMIT_FAILED_ERROR,
  ...(status === 429 && serverMessage
    ? { message: `${LEAD_SUBMIT_FAILED_ERROR.message} ${serverMessage}` }
    : {}),
  ...(status === undefined ? {} : { status }),
});

/** The public lead form (BOOK APPOINTMENT VIA TEXT); sent without an auth header, so a 401 signs no one out. */
export interface LeadSubmissionGateway {
  submit(submission: LeadSubmission): Promise<Result<void, AppError>>;
}
