import type { ZodType } from 'zod';
import type { AppError } from './app-error.js';

/**
 * The refusal for a request that breaks the domain's own payload schema, naming the first field at
 * fault. Adapters check before sending (so a malformed request never leaves) and the in-memory ports
 * answer the same way, so callers see one failure for one mistake.
 */
export function requestRefusal(schema: ZodType, value: unknown): AppError | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  return {
    code: 'INVALID_REQUEST',
    message: `${where === '' ? 'request' : where}: ${issue?.message ?? 'invalid'}`,
    tone: 'warning',
    status: 400,
  };
}
