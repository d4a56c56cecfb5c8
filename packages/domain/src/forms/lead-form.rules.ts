import type { AppError } from '../errors/app-error.js';
import { PHONE_DIGITS, normalizeCustomerPhone } from '../format/phone.js';
import { DEFAULT_TENANT_MODE, type TenantMode } from '../catalog/tenant-mode.js';
import { err, ok, type Result } from '../shared/result.js';
import { leadMessageFor, storePhoneFor, type LeadFormMake } from './lead-form-makes.js';
import type { LeadSubmission } from './lead-submission.schema.js';

/** Spec 1 §5 lead form messages and spec 1 §2/§8 submit failure. */
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const PHONE_REQUIRED = 'Phone is required';
export const INVALID_NUMBER = 'Invalid Number';
export const LEAD_SUBMIT_FAILED = 'Lead Failed to Submit.';

/** The notice when the submit call fails; the spec shows it in place of the thank-you message. */
export const LEAD_SUBMIT_FAILED_ERROR: AppError = {
  code: 'LEAD_SUBMIT_FAILED',
  message: LEAD_SUBMIT_FAILED,
  tone: 'danger',
};

export type LeadFormField = 'firstName' | 'lastName' | 'phone';
export type LeadFormMessage =
  typeof FIRST_NAME_REQUIRED | typeof LAST_NAME_REQUIRED | typeof PHONE_REQUIRED | typeof INVALID_NUMBER;
/** Every field's error at once, keyed by field; a valid field has no key. */
export type LeadFormErrors = Readonly<Partial<Record<LeadFormField, LeadFormMessage>>>;

export type LeadFormInput = {
  readonly firstName: string;
  readonly lastName: string;
  /** As typed after the shown +1 prefix. */
  readonly phone: string;
  readonly make?: LeadFormMake;
  readonly tenantMode?: TenantMode;
};

const LETTER = /\p{L}/u;

/**
 * Spec 1 §5 phone: required; letters rejected; after removing non-digits exactly ten digits, else
 * 'Invalid Number'. The form shows the +1 itself, so a typed leading 1 makes eleven digits and is invalid.
 * Returns the number as submitted: +1 followed by the ten digits.
 */
export function checkLeadPhone(phone: string): Result<string, typeof PHONE_REQUIRED | typeof INVALID_NUMBER> {
  if (phone.trim() === '') return err(PHONE_REQUIRED);
  if (LETTER.test(phone)) return err(INVALID_NUMBER);
  const digits = phone.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS ? ok(normalizeCustomerPhone(digits)) : err(INVALID_NUMBER);
}

/** Spec 1 §5 lead form; names are trimmed, a blank one is missing. */
export function validateLeadForm(input: LeadFormInput): Result<LeadSubmission, LeadFormErrors> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const phone = checkLeadPhone(input.phone);
  const errors: Partial<Record<LeadFormField, LeadFormMessage>> = {};
  if (firstName === '') errors.firstName = FIRST_NAME_REQUIRED;
  if (lastName === '') errors.lastName = LAST_NAME_REQUIRED;
  if (!phone.ok) errors.phone = phone.error;
  if (!phone.ok || Object.keys(errors).length > 0) return err(errors);
  const make = input.make ?? 'generic';
  return ok({
    firstName,
    lastName,
    customerPhoneNumber: phone.value,
    storePhoneNumber: storePhoneFor(make, input.tenantMode ?? DEFAULT_TENANT_MODE),
    message: leadMessageFor(make, firstName, lastName),
  });
}
