import { describe, expect, it } from 'vitest';
import {
  ALREADY_ON_LIST,
  CELLULAR_OR_EMAIL_REQUIRED,
  checkMailingListEntry,
  mailingListEntryKeys,
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

describe('an e-mail is one entry whatever its case', () => {
  it('skips a batch row whose e-mail differs from an earlier one only in case, and keeps a different one', () => {
    const plan = planBulkEntries(
      [{ email: 'Pat.Lee@Example.com' }, { email: 'pat.lee@EXAMPLE.COM' }, { email: 'pat.lea@example.com' }],
      [],
    );
    expect(plan.valid.map((one) => one.row)).toEqual([1, 3]);
    expect(plan.skipped).toEqual([{ row: 2, message: ALREADY_ON_LIST }]);
  });

  it('knows an entry stored in capitals by its lower-case e-mail, and by its cellular', () => {
    expect(mailingListEntryKeys({ cellular: '+17185550101', email: 'Pat.Lee@Example.COM' })).toEqual([
      'cellular:+17185550101',
      'email:pat.lee@example.com',
    ]);
    expect(mailingListEntryKeys({ cellular: null, email: '' })).toEqual([]);
    const plan = planBulkEntries(
      [{ email: 'PAT.LEE@example.com' }],
      mailingListEntryKeys({ email: 'Pat.Lee@Example.COM' }),
    );
    expect(plan.skipped).toEqual([{ row: 1, message: ALREADY_ON_LIST }]);
  });
});

describe('a mailing-list cellular, on the edges of spec 1 §5 (letters refused, ten digits, +1)', () => {
  const cellular = (raw: string) => checkMailingListEntry({ cellular: raw });

  it('refuses a letter even when ten digits remain without it', () => {
    expect(cellular('718-555-0101 cell')).toEqual({ ok: false, error: 'Invalid Number' });
    expect(cellular('718-555-0101')).toEqual({ ok: true, value: { cellular: '+17185550101' } });
  });

  it('reads eleven digits as the +1 and ten only when the first is a 1', () => {
    expect(cellular('1 718 555 0101')).toEqual({ ok: true, value: { cellular: '+17185550101' } });
    expect(cellular('2 718 555 0101')).toEqual({ ok: false, error: 'Invalid Number' });
    expect(cellular('7185550101 1')).toEqual({ ok: false, error: 'Invalid Number' });
  });

  it('takes ten digits as they are, a leading 1 included', () => {
    expect(cellular('155 555 0101')).toEqual({ ok: true, value: { cellular: '+11555550101' } });
  });
});

describe('a mailing-list entry keeps only what was filled in', () => {
  it('drops a blank first name and keeps a last name, trimmed', () => {
    expect(
      checkMailingListEntry({ firstName: '   ', lastName: ' Diaz ', email: 'Rosa@Example.com' }),
    ).toEqual({
      ok: true,
      value: { lastName: 'Diaz', email: 'rosa@example.com' },
    });
  });
});

describe('a batch row already on the list by either of its keys', () => {
  it('skips a row whose cellular is on the list though its e-mail is new, and the other way round', () => {
    const plan = planBulkEntries(
      [
        { cellular: '7185550101', email: 'new@list.com' },
        { cellular: '7185550199', email: 'on@list.com' },
        { cellular: '7185550102', email: 'other@list.com' },
      ],
      ['cellular:+17185550101', 'email:on@list.com'],
    );
    expect(plan.skipped).toEqual([
      { row: 1, message: ALREADY_ON_LIST },
      { row: 2, message: ALREADY_ON_LIST },
    ]);
    expect(plan.valid.map((one) => one.row)).toEqual([3]);
  });
});
