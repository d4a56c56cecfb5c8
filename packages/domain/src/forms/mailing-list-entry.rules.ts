import { PHONE_DIGITS, normalizeCustomerPhone } from '../format/phone.js';
import { err, ok, type Result } from '../shared/result.js';
import { INVALID_NUMBER } from './lead-form.rules.js';

/** The customer screen's e-mail message (leads/customer-edit.rules.ts words it the same). */
export const MAILING_LIST_INVALID_EMAIL = 'Invalid Email';
/** An entry must reach someone: ours, the spec shows no entry validation. */
export const CELLULAR_OR_EMAIL_REQUIRED = 'A cellular or an e-mail is required';
export const ALREADY_ON_LIST = 'Already on the list';
/** The most entries one bulk call takes (the contract's maxItems). */
export const MAX_BULK_ENTRIES = 5000;

export type MailingListEntryInput = {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly email?: string | undefined;
  readonly cellular?: string | undefined;
};

/** An entry as stored: trimmed, blanks dropped, the cellular as +1 and ten digits, the e-mail lower case. */
export type CleanMailingListEntry = {
  firstName?: string;
  lastName?: string;
  email?: string;
  cellular?: string;
};

const LETTER = /\p{L}/u;
// Deliberately loose, as on the customer screen: one @, something either side, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 1 §5 phone rule, as leads/customer-edit.rules.ts applies it to a customer's cellular (forms sits
 * below leads, so it is restated here): letters refused, ten digits once the rest is gone, a leading 1
 * being the +1.
 */
export function cleanMailingListCellular(raw: string): Result<string, typeof INVALID_NUMBER> {
  if (LETTER.test(raw)) return err(INVALID_NUMBER);
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === PHONE_DIGITS ? ok(normalizeCustomerPhone(national)) : err(INVALID_NUMBER);
}

/**
 * One mailing-list entry: a cellular ('Invalid Number') or an e-mail ('Invalid Email'), at least one of
 * them. Every fault is named at once, '; '-joined, so a CSV summary says all that is wrong with a row.
 */
export function checkMailingListEntry(input: MailingListEntryInput): Result<CleanMailingListEntry, string> {
  const text = (value: string | undefined) => (value ?? '').trim();
  const clean: CleanMailingListEntry = {};
  const faults: string[] = [];
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  if (firstName !== '') clean.firstName = firstName;
  if (lastName !== '') clean.lastName = lastName;
  const cellular = text(input.cellular);
  if (cellular !== '') {
    const checked = cleanMailingListCellular(cellular);
    if (checked.ok) clean.cellular = checked.value;
    else faults.push(checked.error);
  }
  const email = text(input.email).toLowerCase();
  if (email !== '') {
    if (EMAIL.test(email)) clean.email = email;
    else faults.push(MAILING_LIST_INVALID_EMAIL);
  }
  if (cellular === '' && email === '') faults.push(CELLULAR_OR_EMAIL_REQUIRED);
  return faults.length > 0 ? err(faults.join('; ')) : ok(clean);
}

/** The keys an entry is known by on its list: its cellular and its e-mail (a duplicate shares either). */
export function mailingListEntryKeys(entry: {
  readonly cellular?: string | null | undefined;
  readonly email?: string | null | undefined;
}): string[] {
  const keys: string[] = [];
  if (entry.cellular) keys.push(`cellular:${entry.cellular}`);
  if (entry.email) keys.push(`email:${entry.email.toLowerCase()}`);
  return keys;
}

export type BulkEntryPlan = {
  readonly valid: readonly { readonly row: number; readonly entry: CleanMailingListEntry }[];
  readonly skipped: readonly { readonly row: number; readonly message: string }[];
};

/**
 * Which of a batch of entries go on a list: each checked, then any whose cellular or e-mail is already
 * on the list, or earlier in the batch, skipped as 'Already on the list'. Rows count from 1.
 */
export function planBulkEntries(
  entries: readonly MailingListEntryInput[],
  existingKeys: Iterable<string>,
): BulkEntryPlan {
  const seen = new Set(existingKeys);
  const valid: { row: number; entry: CleanMailingListEntry }[] = [];
  const skipped: { row: number; message: string }[] = [];
  entries.forEach((input, index) => {
    const row = index + 1;
    const checked = checkMailingListEntry(input);
    if (!checked.ok) return void skipped.push({ row, message: checked.error });
    const keys = mailingListEntryKeys(checked.value);
    if (keys.some((key) => seen.has(key))) return void skipped.push({ row, message: ALREADY_ON_LIST });
    keys.forEach((key) => seen.add(key));
    valid.push({ row, entry: checked.value });
  });
  return { valid, skipped };
}
