import { describe, expect, it } from 'vitest';
import {
  canSeeArchivedMessages,
  canSeeDelayColours,
  canSeeInternalNotes,
  canUseMessageOptions,
  canUseOptionsPopover,
} from './permissions.rules.js';
import { ROLES, type Role } from './role.js';

/** The roles each rule allows, read straight from spec 1 §6; every other role is refused. */
const allowed = (rule: (role: Role) => boolean) => ROLES.filter(rule);

describe('permission rules (spec 1 §6)', () => {
  it('shows archived messages to SUPER_DATA_ADMIN only', () => {
    expect(allowed(canSeeArchivedMessages)).toEqual(['SUPER_DATA_ADMIN']);
  });

  it('shows internal notes to SUPER_DATA_ADMIN and SUPER_USER', () => {
    expect(allowed(canSeeInternalNotes)).toEqual(['SUPER_DATA_ADMIN', 'SUPER_USER']);
  });

  it('offers the message option menu to SUPER_DATA_ADMIN or SUPER_USER only', () => {
    expect(allowed(canUseMessageOptions)).toEqual(['SUPER_DATA_ADMIN', 'SUPER_USER']);
  });

  it('applies the delay colour code to SUPER_DATA_ADMIN or SUPER_USER only', () => {
    expect(allowed(canSeeDelayColours)).toEqual(['SUPER_DATA_ADMIN', 'SUPER_USER']);
  });

  it('hides the options popover from enterprise, corporate and office users only', () => {
    const refused = ROLES.filter((role) => !canUseOptionsPopover(role));
    expect(refused).toEqual(['CORPORATE_USER', 'ENTERPRISE_USER', 'OFFICE_USER']);
  });
});
