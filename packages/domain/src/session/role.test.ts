import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, DIVISION_NAMES, isRole, ROLES } from './role.js';

describe('roles and divisions (spec 1 §6)', () => {
  it('knows the twelve roles, ENTERPRISE_USER by default', () => {
    expect(ROLES).toHaveLength(12);
    expect(DEFAULT_ROLE).toBe('ENTERPRISE_USER');
    expect(isRole('SUPER_DATA_ADMIN')).toBe(true);
    expect(isRole('super_data_admin')).toBe(false);
  });

  it('names the five divisions', () => {
    expect(DIVISION_NAMES).toEqual({
      DIV001: 'Sales',
      DIV002: 'BUY',
      DIV003: 'Extended Pre Sales',
      DIV004: 'Service',
      DIV005: 'Renewal Expired',
    });
  });
});
