import type { AppError } from '../errors/app-error.js';
import { interpretHttpFailure, type HttpFailure, type FailureOutcome } from '../errors/http-failure.rules.js';
import { closedRoEndDate, formatRequestDate, type DateInput } from '../format/dates.js';

/** Spec 2 §5: an empty transfer result list. */
export const NO_RECORDS = 'No Records';
/** Spec 2 §8 success notice, spelled as the spec spells it. */
export const SUCCESSFULLY_TRANSFERED = 'Successfully Transfered';

/** A transfer run's notice: 'No Records' when nothing came back, else the success notice (our pairing). */
export function transferResultNotice(results: readonly unknown[]): Pick<AppError, 'message' | 'tone'> {
  return results.length === 0
    ? { message: NO_RECORDS, tone: 'warning' }
    : { message: SUCCESSFULLY_TRANSFERED, tone: 'success' };
}

/**
 * The three initiation lists of spec 2 §4. The spec does not name them; we read them as the three
 * bulk-conversation (bulk initiation) report lists of spec 2 §7: status, failed and current-date.
 */
export const INITIATION_LISTS = ['bulk-status', 'bulk-failed', 'bulk-current-date'] as const;
export type InitiationList = (typeof INITIATION_LISTS)[number];

export type InitiationListFailure = { readonly kind: 'reset' } | FailureOutcome;

const errorCode = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['errorCode'] : undefined;

export const isInitiationList = (list: string): list is InitiationList =>
  (INITIATION_LISTS as readonly string[]).includes(list);

/**
 * Spec 2 §4: a 400 error code on one of the three initiation lists sets a reset flag instead of a
 * notification. The code counts whether it is the HTTP status or the body's errorCode. Any other failure,
 * and any failure of another list, goes to the central handler as usual.
 */
export function listFetchFailure(list: string, failure: HttpFailure): InitiationListFailure {
  const code = errorCode(failure.body);
  const is400 = failure.status === 400 || code === 400 || code === '400';
  return is400 && isInitiationList(list) ? { kind: 'reset' } : interpretHttpFailure(failure);
}

/** Spec 2 §7 closed-RO search query: DD.MM.YYYY dates, the end date plus one day. */
export type ClosedRoSearchQuery = {
  readonly store_id_pk: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly lastMessageReceived?: boolean;
};

export function closedRoSearchQuery(input: {
  readonly storeIdPk: number;
  readonly startDate: DateInput;
  readonly endDate: DateInput;
  readonly lastMessageReceived?: boolean;
  readonly zone?: string;
}): ClosedRoSearchQuery {
  return {
    store_id_pk: input.storeIdPk,
    startDate: formatRequestDate(input.startDate, input.zone),
    endDate: closedRoEndDate(input.endDate, input.zone),
    ...(input.lastMessageReceived === undefined ? {} : { lastMessageReceived: input.lastMessageReceived }),
  };
}
