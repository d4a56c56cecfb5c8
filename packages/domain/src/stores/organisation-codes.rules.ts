import { err, ok, type Result } from '../shared/result.js';

/**
 * Store and BOC codes (store_id 'ST1001', BOC 'BOC001' in the demo data). The spec shows their use but
 * not their shape, so this is ours: 2 to 20 capital letters, digits or hyphens, starting with a letter.
 * A code is read in capitals and without surrounding spaces, so 'st1001 ' and 'ST1001' are one code.
 */
const CODE_SHAPE = /^[A-Z][A-Z0-9-]{1,19}$/;

export const STORE_CODE_SHAPE =
  'The store code must be 2 to 20 letters, digits or hyphens, starting with a letter.';
export const BOC_CODE_SHAPE =
  'The BOC code must be 2 to 20 letters, digits or hyphens, starting with a letter.';
export const NAME_REQUIRED = 'Please enter a name.';
export const NAME_TOO_LONG = 'A name is at most 120 characters.';
export const STORE_PHONE_SHAPE = 'The store phone number must be +1 followed by ten digits.';

const MAX_NAME = 120;

const code = (raw: string, message: string): Result<string, string> => {
  const candidate = raw.trim().toUpperCase();
  return CODE_SHAPE.test(candidate) ? ok(candidate) : err(message);
};

export const checkStoreCode = (raw: string): Result<string, string> => code(raw, STORE_CODE_SHAPE);
export const checkBocCode = (raw: string): Result<string, string> => code(raw, BOC_CODE_SHAPE);

/** A name as people type it: trimmed, inner runs of spaces kept as one, never empty. */
export function checkOrganisationName(raw: string): Result<string, string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') return err(NAME_REQUIRED);
  return name.length > MAX_NAME ? err(NAME_TOO_LONG) : ok(name);
}

/**
 * A store's own number: +1 and ten digits (as store.phone_number's check has it). Spaces, dashes and
 * brackets are dropped and a missing +1 added, as staff paste numbers in any form; anything else
 * (letters, too few or too many digits) is refused rather than guessed.
 */
export function checkStorePhone(raw: string): Result<string, string> {
  const trimmed = raw.trim();
  if (/[^\d\s()+.-]/.test(trimmed)) return err(STORE_PHONE_SHAPE);
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || (trimmed.startsWith('+') && !trimmed.startsWith('+1')))
    return err(STORE_PHONE_SHAPE);
  return ok(`+1${national}`);
}
