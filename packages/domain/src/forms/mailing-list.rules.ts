import type { AppError } from '../errors/app-error.js';
import { SERVER_ERROR } from '../errors/http-failure.rules.js';
import { err, ok, type Result } from '../shared/result.js';

/** Spec 1 §5, spec 2 §5: a mailing list code must begin with 'LIST-'. */
export const MAILING_LIST_PREFIX = 'LIST-';
export const LIST_SHOULD_START_WITH = 'List Should Start With LIST-';

/** The server's wording for the same rule, matched case-insensitively (spec 1 §8, spec 2 §8). */
export const SHOULD_BEGIN_WITH = 'should begin with';

/** Exactly as typed: case-sensitive, no trimming, since the code is sent as typed. */
export const isMailingListCode = (code: string): boolean => code.startsWith(MAILING_LIST_PREFIX);

export function checkMailingListCode(code: string): Result<string, AppError> {
  return isMailingListCode(code)
    ? ok(code)
    : err({ code: 'MAILING_LIST_CODE', message: LIST_SHOULD_START_WITH, tone: 'warning' });
}

/** Mailing list create failure: the prefix rule when the first server error says so, else 'Server Error!'. */
export function mailingListCreateError(firstServerError: string | null | undefined): string {
  return (firstServerError ?? '').toLowerCase().includes(SHOULD_BEGIN_WITH)
    ? LIST_SHOULD_START_WITH
    : SERVER_ERROR;
}
