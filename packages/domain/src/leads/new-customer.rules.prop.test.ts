import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_NUMBER, PHONE_REQUIRED } from '../forms/lead-form.rules.js';
import { propertyConfig } from '../testing/index.js';
import { validateNewCustomer, validateNewVehicle, YEAR_OUT_OF_RANGE } from './new-customer.rules.js';

const names = { firstName: 'Lia', lastName: 'Moreno' };
const tenDigits = fc.stringMatching(/^[2-9]\d{9}$/);
const separators = fc.constantFrom('', ' ', '-', '.', '(', ')');

describe('a new customer (spec 1 §5 phone rule)', () => {
  it('stores any ten-digit number, however it is punctuated, as +1 and those ten digits', () => {
    fc.assert(
      fc.property(tenDigits, fc.array(separators, { minLength: 10, maxLength: 10 }), (digits, seps) => {
        const typed = [...digits].map((digit, at) => `${seps[at]}${digit}`).join('');
        const checked = validateNewCustomer({ ...names, cellular: typed });
        return checked.ok && checked.value.cellular === `+1${digits}`;
      }),
      propertyConfig(),
    );
  });

  it("refuses a number with a letter in it, or without ten digits, with 'Invalid Number'", () => {
    const withLetter = fc
      .tuple(tenDigits, fc.stringMatching(/^[a-zA-Z]$/), fc.nat(10))
      .map(([digits, letter, at]) => digits.slice(0, at) + letter + digits.slice(at));
    const wrongLength = fc
      .stringMatching(/^\d{1,15}$/)
      .filter((digits) => digits.length !== 10 && !(digits.length === 11 && digits.startsWith('1')));
    fc.assert(
      fc.property(fc.oneof(withLetter, wrongLength), (typed) => {
        const checked = validateNewCustomer({ ...names, cellular: typed });
        return !checked.ok && checked.error.cellular === INVALID_NUMBER;
      }),
      propertyConfig(),
    );
  });

  it("says 'Phone is required' for an empty number and names every empty name at once", () => {
    expect(validateNewCustomer({ firstName: ' ', lastName: '', cellular: ' ' })).toEqual({
      ok: false,
      error: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        cellular: PHONE_REQUIRED,
      },
    });
  });
});

describe('a new vehicle', () => {
  it('accepts only years 1950 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (year) => {
        const checked = validateNewVehicle({ vin: '1HGCV1F34LA012345', year: String(year) });
        return checked.ok === (year >= 1950 && year <= 2100);
      }),
      propertyConfig(),
    );
    expect(validateNewVehicle({ vin: '1HGCV1F34LA012345', year: '20x1' })).toEqual({
      ok: false,
      error: { year: YEAR_OUT_OF_RANGE },
    });
  });

  it('keeps a mileage of zero and leaves out a mileage not given', () => {
    expect(validateNewVehicle({ vin: '1hgcv1f34la012345 ', odometer: '0' })).toEqual({
      ok: true,
      value: { vin: '1HGCV1F34LA012345', odometer: 0 },
    });
    expect(validateNewVehicle({ vin: '1HGCV1F34LA012345', odometer: ' ' })).toEqual({
      ok: true,
      value: { vin: '1HGCV1F34LA012345' },
    });
  });
});
