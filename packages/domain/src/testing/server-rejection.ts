import type { AppError } from '../errors/app-error.js';
import { interpretHttpFailure } from '../errors/http-failure.rules.js';

/**
 * The AppError a real HTTP adapter hands the domain when the server refuses a call with `status`
 * and `message` (spec 1 §8 interpretation), so the in-memory ports fail exactly as the real ones do.
 */
export function serverRejection(status: number, message: string): AppError {
  const outcome = interpretHttpFailure({ status, body: { statusCode: status, message, errors: [] } });
  if (outcome.kind !== 'notice') throw new Error(`A ${status} signs the user out; it is not a rejection`);
  return outcome.error;
}

/** Lets a test make the next call of an operation fail with a chosen error. */
export class FailureQueue<Operation extends string> {
  readonly #pending = new Map<Operation, AppError[]>();

  failNext(operation: Operation, error: AppError): void {
    this.#pending.set(operation, [...(this.#pending.get(operation) ?? []), error]);
  }

  take(operation: Operation): AppError | undefined {
    const [first, ...rest] = this.#pending.get(operation) ?? [];
    this.#pending.set(operation, rest);
    return first;
  }
}
