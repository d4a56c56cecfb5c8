import { ok, type AppError, type Result, type SessionStore } from '@torque/domain';
import { z } from 'zod';

export { acknowledged, defined } from './acknowledged.js';

/** The `Done` answer of simple commands (openapi Acknowledgement). */
export const AcknowledgementSchema = z.object({ message: z.string() });

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
