import type { AppError } from '../errors/app-error.js';
import { SERVER_ERROR, sendFailureMessage, type HttpFailure } from '../errors/http-failure.rules.js';
import { notice, type Notice } from '../errors/notification.js';
import type { Result } from '../shared/result.js';

/** Every flow tells the screen what to show through this one emitted event. */
export type FlowNotice = { readonly type: 'notice'; readonly notice: Notice };

/** A success toast with the spec's text (title 'Message', tone success, 4500 ms). */
export const successNotice = (message: string): FlowNotice => ({
  type: 'notice',
  notice: notice({ message }),
});

export function isAppError(error: unknown): error is AppError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return typeof error === 'object' && error !== null && ('status' in error || 'body' in error);
}

/**
 * What a failed port call means to the user. Ports answer AppErrors the adapter already interpreted
 * (spec 1 §8); a raw HTTP failure is read with the send-failure rule (errors[0], message,
 * 'Server Error!'); anything else, such as a network TypeError, is 'Server Error!'.
 */
export function failureOf(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (isHttpFailure(error)) {
    return {
      code: 'SERVER_REJECTED',
      message: sendFailureMessage(error.body),
      tone: 'warning',
      ...(error.status === undefined ? {} : { status: error.status }),
    };
  }
  return { code: 'UNKNOWN', message: SERVER_ERROR, tone: 'danger' };
}

export function failureNotice(error: unknown): FlowNotice {
  const failure = failureOf(error);
  return {
    type: 'notice',
    notice: notice({ title: failure.title ?? 'Message', message: failure.message, tone: failure.tone }),
  };
}

/** Port calls answer Results; an actor throws the error so the machine's onError sees it. */
export async function unwrap<T>(call: Promise<Result<T, AppError>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw result.error;
  return result.value;
}
