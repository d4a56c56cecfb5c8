import { createHash } from 'node:crypto';
import { isDataException } from '../http/error-handler.js';
import { nulCharacterAt } from '../http/nul-characters.js';

/** Why an event cannot be stored before anything is tried: a NUL character, which text columns refuse. */
export function rejectionBeforeHandling(event: unknown): string | null {
  const at = nulCharacterAt(event);
  if (at === null) return null;
  return `A NUL character (\\u0000) in ${at === '' ? 'the event' : at.slice(1)}`;
}

/**
 * Why handling an event failed, when the event itself is the cause (the database refused one of
 * its values); null for a failure a resend may cure (the database away), which must not be kept.
 */
export function rejectionFromError(error: unknown): string | null {
  if (!(error instanceof Error) || !isDataException(error as Error & { code?: unknown })) return null;
  return `The database refused a value: ${error.message}`;
}

/** The same event resent by the carrier has the same fingerprint, so it is kept once. */
export const eventFingerprint = (payload: string): string =>
  createHash('sha256').update(payload).digest('hex');

/** JSON writes a NUL character as the six characters \u0000, which a text column stores. */
export const printable = (text: string | undefined | null): string | null =>
  typeof text === 'string' ? text.replaceAll('\u0000', '\\u0000') : null;
