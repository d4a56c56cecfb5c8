import { describe, expect, it } from 'vitest';
import {
  checkLeadPhone,
  LEAD_SUBMIT_FAILED,
  LEAD_SUBMIT_FAILED_ERROR,
  validateLeadForm,
} from './lead-form.rules.js';

const valid = { firstName: 'Maria', lastName: 'Lopez', phone: '(555) 123-4567' };

describe('validateLeadForm (spec 1 §5 lead form)', () => {
  it('submits a valid form as the lead submission entity of spec 1 §3', () => {
    expect(validateLeadForm(valid)).toEqual({
      ok: true,
      value: {
        firstName: 'Maria',
        lastName: 'Lopez',
        customerPhoneNumber: '+15551234567',
        storePhoneNumber: '+15550100100',
        message: 'I would like to schedule an appointment please',
      },
    });
  });

  it('sends the make form message naming the customer, and the make store phone', () => {
    const result = validateLeadForm({ ...valid, firstName: ' José ', make: 'toyota' });
    expect(result.ok && result.value).toMatchObject({
      firstName: 'José',
      storePhoneNumber: '+15550100101',
      message: 'I would like to schedule an appointment. My name is José Lopez',
    });
  });

  it('uses the tenant mode store phone where one is set', () => {
    const result = validateLeadForm({ ...valid, make: 'toyota', tenantMode: 'enterprise' });
    expect(result.ok && result.value.storePhoneNumber).toBe('+15550100201');
  });

  it('reports every field error at once, keyed by field', () => {
    expect(validateLeadForm({ firstName: '', lastName: '  ', phone: '' })).toEqual({
      ok: false,
      error: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        phone: 'Phone is required',
      },
    });
    expect(validateLeadForm({ ...valid, lastName: '', phone: '555-CALL-NOW' })).toEqual({
      ok: false,
      error: { lastName: 'Last name is required', phone: 'Invalid Number' },
    });
  });

  it('keeps the failure notice as the spec spells it', () => {
    expect(LEAD_SUBMIT_FAILED).toBe('Lead Failed to Submit.');
    expect(LEAD_SUBMIT_FAILED_ERROR.message).toBe('Lead Failed to Submit.');
  });
});

describe('checkLeadPhone (spec 1 §5 phone)', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    [' (555) 123 - 4567 ', '+15551234567'],
    ['0123456789', '+10123456789'],
  ])('accepts %j as %s', (phone, sent) => {
    expect(checkLeadPhone(phone)).toEqual({ ok: true, value: sent });
  });

  it.each([
    '555123456',
    '55512345678',
    '+1 555 123 4567',
    '555-123-456x',
    'five55 123 4567',
    '555 123 4567 ext',
  ])('refuses %j with Invalid Number', (phone) => {
    expect(checkLeadPhone(phone)).toEqual({ ok: false, error: 'Invalid Number' });
  });

  it('asks for a phone when none is typed', () => {
    expect(checkLeadPhone('   ')).toEqual({ ok: false, error: 'Phone is required' });
  });
});
