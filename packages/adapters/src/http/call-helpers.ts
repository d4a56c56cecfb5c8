import { ok, type AppError, type Result, type SessionStore } from '@torque/domain';
import { z } from 'zod';
import { callApi, type ApiAnswer, type CallOptions } from './call-api.js';

/** The `Done` answer of simple commands (openapi Acknowledgement). */
export const AcknowledgementSchema = z.object({ message: z.string() });

/** A command whose answer is only an acknowledgement: parsed, then dropped. */
export async function acknowledged(
  request: () => Promise<ApiAnswer>,
  options: CallOptions,
): Promise<Result<void, AppError>> {
  const done = await callApi(request, AcknowledgementSchema, options);
  return done.ok ? ok(undefined) : done;
}

/** A value picked out of a parsed answer. */
export async function picked<T, V>(
  answer: Promise<Result<T, AppError>>,
  pick: (value: T) => V,
): Promise<Result<V, AppError>> {
  const result = await answer;
  return result.ok ? ok(pick(result.value)) : result;
}

/** The enterpriseId header the contract puts on the custom-search, count and unread calls (from the session). */
export function enterpriseHeader(sessionStore: SessionStore): { enterpriseId?: string } {
  const enterpriseId = sessionStore.load()?.enterprise.id;
  return enterpriseId === undefined ? {} : { enterpriseId: String(enterpriseId) };
}

/** An object without its undefined fields, so closed request bodies carry only what was given. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
