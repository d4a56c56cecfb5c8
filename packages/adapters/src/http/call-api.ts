import { err, interpretHttpFailure, ok, type AppError, type Result } from '@torque/domain';

/**
 * What checks an answer: the domain's zod schemas, or a hand-written check of the same shape where a
 * public page must stay free of zod (the lead form's bundle budget).
 */
export type AnswerParser<T> = {
  safeParse(value: unknown):
    | { readonly success: true; readonly data: T }
    | {
        readonly success: false;
        readonly error: { readonly issues: readonly { readonly path: readonly PropertyKey[] }[] };
      };
};

/** What an openapi-fetch call resolves to (only the parts read here). */
export type ApiAnswer = { data?: unknown; error?: unknown; response: Response };

export type CallOptions = {
  /** Called when the server says 401 (spec 1 §8: clear the session and go to /login). */
  readonly onUnauthorized?: () => void;
};

export const MALFORMED_RESPONSE = 'The server sent an answer Torque could not read.';
const SESSION_EXPIRED = 'Your session has ended. Please sign in again.';

/**
 * Runs one call: failures go through the domain's error interpretation (spec 1 §8) and a
 * success is parsed by the domain's schema, so a malformed answer becomes a clear error here
 * rather than a crash deeper in.
 */
export async function callApi<T>(
  request: () => Promise<ApiAnswer>,
  schema: AnswerParser<T>,
  options: CallOptions = {},
): Promise<Result<T, AppError>> {
  let answer: ApiAnswer;
  try {
    answer = await request();
  } catch {
    const outcome = interpretHttpFailure({});
    return err(outcome.kind === 'notice' ? outcome.error : unauthorized());
  }
  const { response } = answer;
  if (!response.ok) {
    const outcome = interpretHttpFailure({ status: response.status, body: answer.error });
    if (outcome.kind === 'unauthorized') {
      options.onUnauthorized?.();
      return err(unauthorized());
    }
    return err(outcome.error);
  }
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.map(String).join('.') ?? '';
    return err({
      code: 'MALFORMED_RESPONSE',
      message: where ? `${MALFORMED_RESPONSE} (${where})` : MALFORMED_RESPONSE,
      tone: 'danger',
      status: response.status,
    });
  }
  return ok(parsed.data);
}

const unauthorized = (): AppError => ({
  code: 'UNAUTHORIZED',
  message: SESSION_EXPIRED,
  tone: 'warning',
  status: 401,
});
