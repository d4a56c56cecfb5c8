import { describe, expect, it } from 'vitest';
import {
  canEditCustomers,
  checkVin,
  cleanCustomerPhone,
  INVALID_EMAIL,
  validateCustomerEdit,
} from './customer-edit.rules.js';

describe('validateCustomerEdit', () => {
  it('trims names and e-mail and stores phones as +1 and ten digits', () => {
    expect(
      validateCustomerEdit({
        firstName: ' Lia ',
        lastName: 'Moreno ',
        email: ' lia@example.com ',
        phone: '(212) 555-0100',
        cellular: '1 212 555 0199',
      }),
    ).toEqual({
      ok: true,
      value: {
        firstName: 'Lia',
        lastName: 'Moreno',
        email: 'lia@example.com',
        phone: '+12125550100',
        cellular: '+12125550199',
      },
    });
  });

  it('leaves omitted fields out and clears a blank e-mail or second phone', () => {
    expect(validateCustomerEdit({ email: '  ', phone: '' })).toEqual({
      ok: true,
      value: { email: null, phone: null },
    });
    expect(validateCustomerEdit({})).toEqual({ ok: true, value: {} });
  });

  it("reports each bad field with the spec's words", () => {
    expect(
      validateCustomerEdit({ firstName: ' ', lastName: '', email: 'lia@', phone: '555-01', cellular: 'abc' }),
    ).toEqual({
      ok: false,
      error: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: INVALID_EMAIL,
        phone: 'Invalid Number',
        cellular: 'Invalid Number',
      },
    });
  });
});

describe('cleanCustomerPhone', () => {
  it('rejects letters even when ten digits remain', () => {
    expect(cleanCustomerPhone('212x5550100')).toEqual({ ok: false, error: 'Invalid Number' });
  });
  it('refuses eleven digits that do not start with the country code', () => {
    expect(cleanCustomerPhone('22125550100').ok).toBe(false);
  });
  it('takes exactly 10 digits as they are, even when the first is a 1 (spec 1: "exactly 10 digits", sent as +1 and the 10)', () => {
    expect(cleanCustomerPhone('123-555-0100')).toEqual({ ok: true, value: '+11235550100' });
    expect(cleanCustomerPhone('1-212-555-0100')).toEqual({ ok: true, value: '+12125550100' });
    expect(cleanCustomerPhone('123-555-010').ok).toBe(false);
  });
  it('reads a phone of only spaces as no phone, not a wrong one', () => {
    expect(validateCustomerEdit({ phone: '   ' })).toEqual({ ok: true, value: { phone: null } });
  });
});

describe('canEditCustomers', () => {
  it('lets advisors and admins edit and keeps viewing-only users to reading', () => {
    expect(canEditCustomers('OFFICE_MANAGER')).toBe(true);
    expect(canEditCustomers('SUPER_USER')).toBe(true);
    expect(canEditCustomers('OFFICE_USER')).toBe(false);
    expect(canEditCustomers('ENTERPRISE_USER')).toBe(false);
  });
});

describe('checkVin', () => {
  it('upper-cases a valid VIN and refuses I, O, Q or a wrong length', () => {
    expect(checkVin(' 1hgcv1f34la012345 ')).toEqual({ ok: true, value: '1HGCV1F34LA012345' });
    expect(checkVin('1HGCV1F34LA01234O').ok).toBe(false);
    expect(checkVin('1HGCV1F34LA0123').ok).toBe(false);
  });
});
