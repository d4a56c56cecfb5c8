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
