import { describe, expect, it } from 'vitest';
import {
  ALREADY_ON_LIST,
  CELLULAR_OR_EMAIL_REQUIRED,
  checkMailingListEntry,
  planBulkEntries,
} from './mailing-list-entry.rules.js';

describe('checkMailingListEntry', () => {
  it('keeps a cellular as +1 and ten digits and an e-mail in lower case, names trimmed', () => {
    expect(
      checkMailingListEntry({ firstName: ' Ana ', cellular: '1 (718) 555-0101', email: ' Ana@Example.COM ' }),
    ).toEqual({ ok: true, value: { firstName: 'Ana', cellular: '+17185550101', email: 'ana@example.com' } });
  });

  it.each([
    [{ cellular: '555-0101' }, 'Invalid Number'],
    [{ cellular: '718555010a' }, 'Invalid Number'],
    [{ email: 'ana@example' }, 'Invalid Email'],
    [{ cellular: '12', email: 'nope' }, 'Invalid Number; Invalid Email'],
    [{ firstName: 'Ana', cellular: '  ', email: '' }, CELLULAR_OR_EMAIL_REQUIRED],
  ])('refuses %j as %j', (entry, message) => {
    expect(checkMailingListEntry(entry)).toEqual({ ok: false, error: message });
  });
});

describe('planBulkEntries', () => {
  it('skips bad rows and duplicates (on the list or earlier in the batch) by cellular or e-mail', () => {
    const plan = planBulkEntries(
      [
        { cellular: '7185550101' },
        { cellular: 'call me' },
        { email: 'ON@list.com' },
        { cellular: '(718) 555-0102', email: 'new@list.com' },
        { email: 'new@list.com' },
      ],
      ['email:on@list.com'],
    );
    expect(plan.valid.map((one) => one.row)).toEqual([1, 4]);
    expect(plan.skipped).toEqual([
      { row: 2, message: 'Invalid Number' },
      { row: 3, message: ALREADY_ON_LIST },
      { row: 5, message: ALREADY_ON_LIST },
    ]);
  });
});
