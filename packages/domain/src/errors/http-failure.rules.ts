import type { AppError } from './app-error.js';

/** What a failed call left behind: its status (none when the server never answered) and body. */
export type HttpFailure = { readonly status?: number; readonly body?: unknown };

export type FailureOutcome =
  { readonly kind: 'unauthorized' } | { readonly kind: 'notice'; readonly error: AppError };

export const REQUEST_TIMED_OUT = 'Request Timed out!';
export const INCONSISTENT_DATA = 'Inconsistent data in request. Please check data';
export const SERVER_ERROR = 'Server Error!';
export const SERVER_NOT_RESPONDING = 'Server is not responding';

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

/** The first non-empty entry of the body's `errors` array, if any. */
export function firstErrorEntry(body: unknown): string | undefined {
  const errors = field(body, 'errors');
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return typeof first === 'string' && first.trim() !== '' ? first : undefined;
}

export function responseMessage(body: unknown): string | undefined {
  const message = field(body, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Spec 1 §8 central handler: 401 signs out; 502, errors[0], 500, then the message. */
export function interpretHttpFailure(failure: HttpFailure): FailureOutcome {
  const { status, body } = failure;
  const notice = (code: string, message: string, tone: AppError['tone']): FailureOutcome => ({
    kind: 'notice',
    error: { code, message, tone, ...(status === undefined ? {} : { status }) },
  });
  if (status === undefined) return notice('NO_RESPONSE', SERVER_NOT_RESPONDING, 'danger');
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 502) return notice('TIMED_OUT', REQUEST_TIMED_OUT, 'danger');
  const first = firstErrorEntry(body);
  if (first !== undefined) return notice('SERVER_REJECTED', first, 'warning');
  if (status === 500) return notice('INCONSISTENT_DATA', INCONSISTENT_DATA, 'danger');
  return notice('SERVER_REJECTED', responseMessage(body) ?? SERVER_ERROR, 'warning');
}

/** Spec 1 §8 send failure: errors[0], then the message, then 'Server Error!'. */
export function sendFailureMessage(body: unknown): string {
  return firstErrorEntry(body) ?? responseMessage(body) ?? SERVER_ERROR;
}
