import { describe, expect, it } from 'vitest';
import { isAll, matchesSearch } from './lead-search.js';

const customer = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.com',
  cellular: '+15551234567',
  custno: 'C-1001',
};

describe('matchesSearch (spec 1 §5: first name, last name, e-mail, cellular or customer number)', () => {
  it.each([
    ['first name', 'mar'],
    ['last name', 'LOPEZ'],
    ['e-mail', 'Lopez@Example'],
    ['cellular', '5551234'],
    ['customer number', 'c-1001'],
  ])('matches on the %s, case-insensitively (%s)', (_field, text) => {
    expect(matchesSearch(customer, text)).toBe(true);
  });

  it('does not match text found in none of the five fields', () => {
    expect(matchesSearch(customer, 'Smith')).toBe(false);
    expect(matchesSearch(customer, 'Maria Lopez')).toBe(false);
  });

  it('matches everything for blank text, and tolerates missing e-mail and customer number', () => {
    expect(matchesSearch(customer, '')).toBe(true);
    expect(matchesSearch(customer, '   ')).toBe(true);
    expect(matchesSearch({ ...customer, email: null, custno: undefined }, 'example')).toBe(false);
  });

  it('folds case beyond ASCII: STRAUSS finds Strauß, a lone Σ finds the final ς', () => {
    expect(matchesSearch({ ...customer, lastName: 'Strauß' }, 'STRAUSS')).toBe(true);
    expect(matchesSearch({ ...customer, lastName: 'STRAUẞ' }, 'strauß')).toBe(true);
    expect(matchesSearch({ ...customer, firstName: 'Νίκος' }, 'Σ')).toBe(true);
    expect(matchesSearch({ ...customer, firstName: 'José' }, 'JOSÉ')).toBe(true);
  });

  it('ignores spaces around the text', () => {
    expect(matchesSearch(customer, '  maria ')).toBe(true);
  });
});

describe('isAll (spec 1 §5: filters accept "all")', () => {
  it('treats "all", nothing and blank as no filter', () => {
    expect([isAll('all'), isAll(undefined), isAll(null), isAll('')]).toEqual([true, true, true, true]);
    expect(isAll('SALES')).toBe(false);
    expect(isAll('true')).toBe(false);
  });
});
