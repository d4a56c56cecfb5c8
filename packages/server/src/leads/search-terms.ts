import { containsPattern, type SqlParams } from '../db/sql-params.js';

/** At most this many words count; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 8;
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * What staff type into a search box, as one SQL condition: every word must appear somewhere in the
 * customer's or vehicle's words, so 'Liam Carter', 'carter liam', 'Civic' and '2022 Honda' all find the
 * lead. Phone-like input ('(212) 555-01') instead compares digits with the customer's cell number.
 * `words` are the SQL expressions searched (e.g. c.first_name, v.model); `cellular` the cell number's.
 */
export function searchTermsCondition(
  text: string,
  params: SqlParams,
  columns: { readonly words: readonly string[]; readonly cellular: string },
): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const haystack = `concat_ws(' ', ${columns.words.join(', ')})`;
  const terms = trimmed.split(/\s+/).slice(0, MAX_TERMS);
  const everyWord = terms
    .map((term) => `${haystack} ILIKE ${params.add(containsPattern(term))}`)
    .join(' AND ');
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '' || !PHONE_LIKE.test(trimmed)) return `(${everyWord})`;
  return `((${everyWord}) OR ${columns.cellular} LIKE ${params.add(containsPattern(digits))})`;
}
