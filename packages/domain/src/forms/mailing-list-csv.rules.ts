import type { MailingListEntryInput } from './mailing-list-entry.rules.js';

export type MailingListCsvField = 'firstName' | 'lastName' | 'cellular' | 'email';

/** Header spellings each field answers to, compared without case, spaces, dashes or underscores. */
const HEADER_NAMES: Readonly<Record<MailingListCsvField, readonly string[]>> = {
  firstName: ['firstname', 'first', 'fname', 'givenname'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname'],
  cellular: ['cellular', 'cell', 'cellphone', 'mobile', 'mobilephone', 'phone', 'phonenumber'],
  email: ['email', 'emailaddress', 'mail'],
};

const squeeze = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

/** The column of each field the headers name (the first that matches); a field no header names is absent. */
export function matchMailingListColumns(
  headers: readonly string[],
): Partial<Record<MailingListCsvField, number>> {
  const columns: Partial<Record<MailingListCsvField, number>> = {};
  for (const field of Object.keys(HEADER_NAMES) as MailingListCsvField[]) {
    const at = headers.findIndex((header) => HEADER_NAMES[field].includes(squeeze(header)));
    if (at >= 0) columns[field] = at;
  }
  return columns;
}

/** True when a file can fill an entry at all: it names a cellular or an e-mail column. */
export const csvNamesAContact = (columns: Partial<Record<MailingListCsvField, number>>): boolean =>
  columns.cellular !== undefined || columns.email !== undefined;

/** The entries of a file's rows (header row excluded); blank rows are dropped, cells trimmed. */
export function mailingListEntriesFromRows(
  columns: Partial<Record<MailingListCsvField, number>>,
  rows: readonly (readonly string[])[],
): MailingListEntryInput[] {
  const cell = (row: readonly string[], field: MailingListCsvField) => {
    const at = columns[field];
    const value = at === undefined ? '' : (row[at] ?? '').trim();
    return value === '' ? undefined : value;
  };
  return rows
    .filter((row) => row.some((value) => value.trim() !== ''))
    .map((row) => ({
      firstName: cell(row, 'firstName'),
      lastName: cell(row, 'lastName'),
      cellular: cell(row, 'cellular'),
      email: cell(row, 'email'),
    }));
}
