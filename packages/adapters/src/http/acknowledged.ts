import { ok, type AppError, type Result } from '@torque/domain';
import { callApi, type AnswerParser, type ApiAnswer, type CallOptions } from './call-api.js';

/**
 * The `Done` answer of simple commands (openapi Acknowledgement: `{ message: string }`), checked by
 * hand: the public lead form uses it and must not load zod (its bundle budget).
 */
export const ACKNOWLEDGEMENT: AnswerParser<{ readonly message: string }> = {
  safeParse(value) {
    const message = (value as { message?: unknown } | null)?.message;
    return typeof message === 'string'
      ? { success: true, data: { message } }
      : { success: false, error: { issues: [{ path: ['message'] }] } };
  },
};

/** A command whose answer is only an acknowledgement: parsed, then dropped. */
export async function acknowledged(
  request: () => Promise<ApiAnswer>,
  options: CallOptions,
): Promise<Result<void, AppError>> {
  const done = await callApi(request, ACKNOWLEDGEMENT, options);
  return done.ok ? ok(undefined) : done;
}

/** An object without its undefined fields, so closed request bodies carry only what was given. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
