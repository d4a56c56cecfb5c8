import type { LeadStage } from './lead-stage.js';

/** Filters accept 'all' (spec 1 §5). */
export const ALL = 'all';

export type LeadSearch = {
  readonly searchText?: string;
  readonly serviceType?: string;
  readonly customerType?: string;
  readonly conversationInitiated?: 'all' | 'true' | 'false';
  readonly storeId?: number;
  /** The lead manager's stage filter (spec 2 §4 stages). */
  readonly stage?: LeadStage;
  /** Zero-based; shown plus one (spec 2 §9). */
  readonly page: number;
  readonly size: number;
};

export const DEFAULT_LEAD_PAGE_SIZE = 50;

/**
 * Case-folds each character on its own (lower, upper, lower): a plain toLowerCase() misses
 * 'STRAUSS' for 'Strauß' (and 'ẞ'), and a lone 'Σ' for the 'ς' that ends a Greek name.
 */
const fold = (text: string): string =>
  Array.from(text, (ch) => ch.toLowerCase().toUpperCase().toLowerCase()).join('');

/** Spec 1 §5: first name, last name, e-mail, cellular or customer number, case-insensitively. */
export function matchesSearch(
  customer: {
    firstName: string;
    lastName: string;
    email?: string | null;
    cellular: string;
    custno?: string | null;
  },
  text: string,
): boolean {
  const needle = fold(text.trim());
  if (needle === '') return true;
  const fields = [customer.firstName, customer.lastName, customer.email, customer.cellular, customer.custno];
  return fields.some((value) => fold(value ?? '').includes(needle));
}

/** A filter value of 'all' (or nothing) means no filter. */
export const isAll = (value: string | undefined | null): boolean =>
  value === undefined || value === null || value === '' || value === ALL;
