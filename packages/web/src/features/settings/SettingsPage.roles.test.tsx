import { screen } from '@testing-library/react';
import type { Role } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { SettingsPage } from './SettingsPage';

/**
 * The tabs of /settings per role, written out (issue 33), from the admin permission table
 * (domain session/admin-permissions.rules.ts): 'manage messaging numbers' for SUPER_USER, SUPER_ADMIN
 * and SUPER_DATA_ADMIN; 'see settings' adds ENTERPRISE_ADMIN and CORPORATE_ADMIN; 'manage schedulers'
 * is SUPER_USER, SUPER_ADMIN, SUPER_DATA_ADMIN and ENTERPRISE_ADMIN. Every other role sees no tab.
 */
const DATA_TABS = ['Planner mapping', 'Data source', 'Data sync', 'DMS view', 'Dealer vault', 'Review link'];
const TABS_BY_ROLE: Readonly<Record<Role, readonly string[]>> = {
  SUPER_USER: ['Messaging numbers', ...DATA_TABS, 'Schedulers'],
  SUPER_ADMIN: ['Messaging numbers', ...DATA_TABS, 'Schedulers'],
  SUPER_DATA_ADMIN: ['Messaging numbers', ...DATA_TABS, 'Schedulers'],
  ENTERPRISE_ADMIN: [...DATA_TABS, 'Schedulers'],
  CORPORATE_ADMIN: DATA_TABS,
  SUPER_ACCESS_ADMIN: [],
  OFFICE_MANAGER: [],
  DIVISION_MANAGER: [],
  SALES_REP: [],
  CORPORATE_USER: [],
  ENTERPRISE_USER: [],
  OFFICE_USER: [],
};

describe('/settings shows each role the tabs it may see, and no other (issue 33)', () => {
  it.each(Object.entries(TABS_BY_ROLE) as [Role, readonly string[]][])('%s', async (role, tabs) => {
    const world = createFakeWorld({
      session: sampleUserSession({
        roles: [role],
        roleDtos: [{ name: role }],
        enterprise: { id: 1 },
      }),
    });
    renderWithProviders(<SettingsPage />, { services: world.services, route: '/settings' });
    expect(screen.queryAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
    const none = screen.queryByText('There are no settings your role may see.');
    expect(none === null).toBe(tabs.length > 0);
  });
});
