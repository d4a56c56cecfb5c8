import { sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { visibleMessages } from './visible-messages';

const text = sampleMessageInstance({ id: 1 });
const archived = sampleMessageInstance({ id: 2, archived: true });
const note = sampleMessageInstance({
  id: 3,
  messageType: 'INTERNAL_NOTES',
  notificationType: 'INTERNAL_NOTES',
});
const all = [text, archived, note];
const ids = (role: Parameters<typeof visibleMessages>[1]) => visibleMessages(all, role).map((m) => m.id);

describe('visibleMessages (spec 1 §6)', () => {
  it('shows archived messages only to SUPER_DATA_ADMIN', () => {
    expect(ids('SUPER_DATA_ADMIN')).toEqual([1, 2, 3]);
    expect(ids('SUPER_USER')).toEqual([1, 3]);
  });

  it('shows internal notes only to SUPER_DATA_ADMIN and SUPER_USER', () => {
    expect(ids('SALES_REP')).toEqual([1]);
    expect(ids('ENTERPRISE_ADMIN')).toEqual([1]);
  });
});

describe('visibleMessages for every role, both ways (issue 33)', () => {
  const archivedNote = { ...note, id: 4, archived: true };
  const withArchivedNote = [...all, archivedNote];
  const shown = (role: Parameters<typeof visibleMessages>[1]) =>
    visibleMessages(withArchivedNote, role).map((m) => m.id);

  it('SUPER_DATA_ADMIN sees all 4: the text, the archived text, the note and the archived note', () => {
    expect(shown('SUPER_DATA_ADMIN')).toEqual([1, 2, 3, 4]);
  });

  it('SUPER_USER sees the text and the note, and nothing archived', () => {
    expect(shown('SUPER_USER')).toEqual([1, 3]);
  });

  it.each([
    'OFFICE_MANAGER',
    'DIVISION_MANAGER',
    'SALES_REP',
    'CORPORATE_ADMIN',
    'CORPORATE_USER',
    'SUPER_ADMIN',
    'SUPER_ACCESS_ADMIN',
    'ENTERPRISE_ADMIN',
    'ENTERPRISE_USER',
    'OFFICE_USER',
  ] as const)('%s sees the text only', (role) => {
    expect(shown(role)).toEqual([1]);
  });
});
