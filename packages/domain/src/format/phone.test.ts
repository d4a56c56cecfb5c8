import { describe, expect, it } from 'vitest';
import { formatPhone, normalizeCustomerPhone } from './phone.js';

describe('formatPhone (spec 1 §5: (###)-###-####, +1 dropped)', () => {
  it.each([
    ['+15551234567', '(555)-123-4567'],
    ['5551234567', '(555)-123-4567'],
    ['(555) 123-4567', '(555)-123-4567'],
    ['+1 555.123.4567', '(555)-123-4567'],
    ['15551234567', '(555)-123-4567'],
    ['+11234567890', '(123)-456-7890'],
  ])('shows %s as %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });

  it.each(['', '555-1234', '+4420794600001', '25551234567', '+2 555 123 4567', 'not a phone'])(
    'shows %j as given when it is not ten digits',
    (phone) => {
      expect(formatPhone(phone)).toBe(phone);
    },
  );
});

describe('normalizeCustomerPhone (spec 1 §5: strip non-digits and spaces, add +1 when absent)', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555 123 4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['1-555-123-4567', '+15551234567'],
    ['1234567890', '+11234567890'],
  ])('sends %s as %s', (raw, sent) => {
    expect(normalizeCustomerPhone(raw)).toBe(sent);
  });
});
