import { checkVin } from '@torque/domain';

export type CustomerSearchQuery = {
  readonly searchText?: string;
  readonly cellular?: string;
  readonly vin?: string;
};

/**
 * What staff typed in the one search box: a VIN (17 characters) searches vehicles, a number without
 * letters searches phones by their digits, anything else names, e-mail or customer number.
 */
export function customerSearchQuery(typed: string): CustomerSearchQuery {
  const text = typed.trim();
  if (text === '') return {};
  const vin = checkVin(text);
  if (vin.ok) return { vin: vin.value };
  if (!/\p{L}/u.test(text) && /\d/.test(text) && !text.includes('@')) {
    const digits = text.replace(/\D/g, '');
    // A leading 1 is the country code the stored +1 already carries.
    return { cellular: digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits };
  }
  return { searchText: text };
}
