import { describe, expect, it } from 'vitest';
import {
  csvNamesAContact,
  mailingListEntriesFromRows,
  matchMailingListColumns,
} from './mailing-list-csv.rules.js';

describe('mailing list CSV columns', () => {
  it('matches the usual header spellings, whatever the case and separators', () => {
    const columns = matchMailingListColumns(['E-mail', 'First Name', 'last_name', 'Cell Phone', 'Notes']);
    expect(columns).toEqual({ email: 0, firstName: 1, lastName: 2, cellular: 3 });
    expect(csvNamesAContact(columns)).toBe(true);
  });

  it('takes phone for the cellular and says when no contact column is named', () => {
    expect(matchMailingListColumns(['Phone'])).toEqual({ cellular: 0 });
    expect(csvNamesAContact(matchMailingListColumns(['Name', 'City']))).toBe(false);
  });

  it('reads entries from rows, dropping blank rows and blank cells', () => {
    const columns = matchMailingListColumns(['first name', 'email', 'mobile']);
    expect(
      mailingListEntriesFromRows(columns, [
        ['Ana', 'ana@example.com', ''],
        ['', ' ', ''],
        ['Tom', '', '7185550101'],
      ]),
    ).toEqual([
      { firstName: 'Ana', lastName: undefined, email: 'ana@example.com', cellular: undefined },
      { firstName: 'Tom', lastName: undefined, email: undefined, cellular: '7185550101' },
    ]);
  });
});
