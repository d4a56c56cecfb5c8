import { INVALID_NUMBER } from '../forms/lead-form.rules.js';
import { PHONE_DIGITS, normalizeCustomerPhone } from '../format/phone.js';
import type { Role } from '../session/role.js';
import { err, ok, type Result } from '../shared/result.js';

/** Spec 1 §5 wording where the spec has it; the e-mail message is ours (the spec shows none). */
export const CUSTOMER_FIRST_NAME_REQUIRED = 'First name is required';
export const CUSTOMER_LAST_NAME_REQUIRED = 'Last name is required';
export const INVALID_EMAIL = 'Invalid Email';
/** Texting consent lives in the consent ledger (SMS_OPT_OUT mark), never in a plain record edit. */
export const BLOCK_SMS_BY_MARK = 'Use the SMS_OPT_OUT mark to block or unblock texts.';

export type CustomerEditField = 'firstName' | 'lastName' | 'email' | 'phone' | 'cellular';
export type CustomerEditErrors = Readonly<Partial<Record<CustomerEditField, string>>>;

/** What staff may change on a customer; an omitted field stays as it is. */
export type CustomerEdit = {
  readonly firstName?: string;
  readonly lastName?: string;
  /** '' clears the e-mail. */
  readonly email?: string;
  /** The second (often home) phone; '' clears it. */
  readonly phone?: string;
  readonly cellular?: string;
};

/** The edit as stored: names trimmed, e-mail trimmed (null clears), phones as +1 and ten digits. */
export type CleanCustomerEdit = {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly cellular?: string;
};

// Deliberately loose: one @, something either side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LETTER = /\p{L}/u;

/** Spec 1 §5 phone rule: letters rejected, exactly ten digits once non-digits are gone (a leading 1 is the +1). */
export function cleanCustomerPhone(raw: string): Result<string, typeof INVALID_NUMBER> {
  if (LETTER.test(raw)) return err(INVALID_NUMBER);
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === PHONE_DIGITS ? ok(normalizeCustomerPhone(national)) : err(INVALID_NUMBER);
}

/** Checks every field at once, so a form can show each field's message beside it. */
export function validateCustomerEdit(edit: CustomerEdit): Result<CleanCustomerEdit, CustomerEditErrors> {
  const errors: Partial<Record<CustomerEditField, string>> = {};
  const clean: { -readonly [K in keyof CleanCustomerEdit]: CleanCustomerEdit[K] } = {};
  if (edit.firstName !== undefined) {
    clean.firstName = edit.firstName.trim();
    if (clean.firstName === '') errors.firstName = CUSTOMER_FIRST_NAME_REQUIRED;
  }
  if (edit.lastName !== undefined) {
    clean.lastName = edit.lastName.trim();
    if (clean.lastName === '') errors.lastName = CUSTOMER_LAST_NAME_REQUIRED;
  }
  if (edit.email !== undefined) {
    const email = edit.email.trim();
    clean.email = email === '' ? null : email;
    if (email !== '' && !EMAIL.test(email)) errors.email = INVALID_EMAIL;
  }
  if (edit.phone !== undefined) {
    const phone = edit.phone.trim() === '' ? ok(null) : cleanCustomerPhone(edit.phone);
    if (phone.ok) clean.phone = phone.value;
    else errors.phone = phone.error;
  }
  if (edit.cellular !== undefined) {
    const cellular = cleanCustomerPhone(edit.cellular);
    if (cellular.ok) clean.cellular = cellular.value;
    else errors.cellular = cellular.error;
  }
  return Object.keys(errors).length > 0 ? err(errors) : ok(clean);
}

const VIEWING_ONLY_ROLES: readonly Role[] = ['ENTERPRISE_USER', 'CORPORATE_USER', 'OFFICE_USER'];

/**
 * Who may change customers and attach vehicles: everyone but the viewing-only users, the same
 * line spec 1 §6 draws for the options popover. Every role may read what its scope shows.
 */
export const canEditCustomers = (role: Role): boolean => !VIEWING_ONLY_ROLES.includes(role);

export const INVALID_VIN = 'A VIN is 17 letters and digits, without I, O or Q.';
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A VIN as stored: trimmed and upper-case, 17 characters, never I, O or Q (they read as 1 and 0). */
export function checkVin(raw: string): Result<string, typeof INVALID_VIN> {
  const vin = raw.trim().toUpperCase();
  return VIN.test(vin) ? ok(vin) : err(INVALID_VIN);
}
