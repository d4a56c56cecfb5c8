import { PHONE_REQUIRED } from '../forms/lead-form.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import { checkVin, validateCustomerEdit, type CustomerEditField } from './customer-edit.rules.js';

export const YEAR_OUT_OF_RANGE = 'Year must be between 1950 and 2100.';
export const MILEAGE_NOT_A_NUMBER = 'Mileage must be a whole number, 0 or more.';
export const FIRST_YEAR = 1950;
export const LAST_YEAR = 2100;

/** A customer as staff type it on the customer screen (spec 1 §5 rules); e-mail and phone optional. */
export type NewCustomerFields = {
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
};

/** As stored: names trimmed, phones as +1 and ten digits, an empty e-mail or phone left out. */
export type CleanNewCustomer = {
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
  readonly email: string | null;
  readonly phone: string | null;
};

/**
 * A vehicle as typed: year and mileage may arrive as text (a form) or numbers (the wire); '' or
 * absent means not given. Make, model or year left out are the DMS's to fill in.
 */
export type NewVehicleFields = {
  readonly vin: string;
  readonly make?: string | undefined;
  readonly model?: string | undefined;
  readonly year?: string | number | undefined;
  readonly odometer?: string | number | undefined;
};

export type CleanNewVehicle = {
  readonly vin: string;
  readonly make?: string;
  readonly model?: string;
  readonly year?: number;
  /** Sent only when present; zero is allowed (spec 2 §5). */
  readonly odometer?: number;
};

export type NewVehicleField = 'vin' | 'year' | 'odometer';
export type NewCustomerErrors = Readonly<Partial<Record<CustomerEditField | NewVehicleField, string>>>;

/** Every field at once (the form shows each message beside its field): the spec's words first. */
export function validateNewCustomer(fields: NewCustomerFields): Result<CleanNewCustomer, NewCustomerErrors> {
  const checked = validateCustomerEdit({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    cellular: fields.cellular,
  });
  const errors = { ...(checked.ok ? {} : checked.error) };
  // Spec 1 §5: an empty phone is 'Phone is required' before it is 'Invalid Number'.
  if (fields.cellular.trim() === '') errors.cellular = PHONE_REQUIRED;
  if (!checked.ok || Object.keys(errors).length > 0) return err(errors);
  const value = checked.value;
  return ok({
    firstName: value.firstName ?? '',
    lastName: value.lastName ?? '',
    cellular: value.cellular ?? '',
    email: value.email ?? null,
    phone: value.phone ?? null,
  });
}

const wholeNumber = (given: string | number | undefined): number | null | undefined => {
  if (given === undefined) return undefined;
  const text = String(given).trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** A first or further vehicle: a real VIN, a year a car could have, a mileage of 0 or more. */
export function validateNewVehicle(fields: NewVehicleFields): Result<CleanNewVehicle, NewCustomerErrors> {
  const errors: Partial<Record<NewVehicleField, string>> = {};
  const vin = checkVin(fields.vin);
  if (!vin.ok) errors.vin = vin.error;
  const year = wholeNumber(fields.year);
  if (year === null || (year !== undefined && (year < FIRST_YEAR || year > LAST_YEAR)))
    errors.year = YEAR_OUT_OF_RANGE;
  const odometer = wholeNumber(fields.odometer);
  if (odometer === null || (odometer !== undefined && odometer > 2_147_483_647))
    errors.odometer = MILEAGE_NOT_A_NUMBER;
  if (!vin.ok || Object.keys(errors).length > 0) return err(errors);
  const make = fields.make?.trim();
  const model = fields.model?.trim();
  return ok({
    vin: vin.value,
    ...(make ? { make } : {}),
    ...(model ? { model } : {}),
    ...(year !== undefined && year !== null ? { year } : {}),
    ...(odometer !== undefined && odometer !== null ? { odometer } : {}),
  });
}
