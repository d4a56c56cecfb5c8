import { screen, within } from '@testing-library/react';
import type { DeploymentVariantOrUnknown, Role } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { StaffNav } from './StaffNav';

/**
 * Which roles see which area in the navigation, written out role by role (issue 33): the areas
 * table of domain routing/staff-areas.rules.ts and the admin permission table it reads
 * (session/admin-permissions.rules.ts), with spec 1 §6's super messaging roles. Each area is checked
 * both ways: every role listed sees it, and every other role does not.
 */
const ALL_ROLES: readonly Role[] = [
  'OFFICE_MANAGER',
  'DIVISION_MANAGER',
  'SALES_REP',
  'CORPORATE_ADMIN',
  'CORPORATE_USER',
  'SUPER_DATA_ADMIN',
  'SUPER_ADMIN',
  'SUPER_ACCESS_ADMIN',
  'ENTERPRISE_ADMIN',
  'ENTERPRISE_USER',
  'OFFICE_USER',
  'SUPER_USER',
];
const everyoneBut = (...left: Role[]) => ALL_ROLES.filter((role) => !left.includes(role));
const LEAD_WORKERS = everyoneBut('SUPER_ADMIN', 'SUPER_ACCESS_ADMIN');

/** In the order the navigation lists them. */
const AREAS: readonly (readonly [title: string, roles: readonly Role[]])[] = [
  ['Lead manager', ALL_ROLES],
  ['Global inbox', ['SUPER_USER', 'SUPER_DATA_ADMIN']],
  ['Global inbox zero', ['SUPER_USER', 'SUPER_DATA_ADMIN']],
  ['Max response time', ['SUPER_USER', 'SUPER_DATA_ADMIN']],
  ['Service planners', LEAD_WORKERS],
  ['Appointment manager', LEAD_WORKERS],
  ['Appointment search', LEAD_WORKERS],
  ['VMR minder and mileage', LEAD_WORKERS],
  ['Service-order board', LEAD_WORKERS],
  ['Customers and vehicles', LEAD_WORKERS],
  [
    'Reports',
    [
      'OFFICE_MANAGER',
      'DIVISION_MANAGER',
      'CORPORATE_ADMIN',
      'ENTERPRISE_ADMIN',
      'SUPER_DATA_ADMIN',
      'SUPER_ADMIN',
      'SUPER_USER',
    ],
  ],
  ['Lead imports', ['CORPORATE_ADMIN', 'ENTERPRISE_ADMIN', 'SUPER_DATA_ADMIN', 'SUPER_ADMIN', 'SUPER_USER']],
  [
    'Mailing lists',
    [
      'CORPORATE_ADMIN',
      'ENTERPRISE_ADMIN',
      'SUPER_DATA_ADMIN',
      'SUPER_ADMIN',
      'SUPER_USER',
      'OFFICE_MANAGER',
    ],
  ],
  ['Settings', ['SUPER_USER', 'SUPER_ADMIN', 'SUPER_DATA_ADMIN', 'ENTERPRISE_ADMIN', 'CORPORATE_ADMIN']],
  ['User management', ['SUPER_USER', 'SUPER_ADMIN', 'SUPER_ACCESS_ADMIN', 'ENTERPRISE_ADMIN']],
  ['Company master list', ['SUPER_USER', 'SUPER_ADMIN', 'ENTERPRISE_ADMIN']],
  ['Enterprises', ['SUPER_USER', 'SUPER_ADMIN']],
  ['Developer area', ['SUPER_USER', 'SUPER_ADMIN', 'SUPER_DATA_ADMIN']],
  ['Rejected carrier events', ['SUPER_USER']],
];

function navLinks(role: Role, deploymentVariant: DeploymentVariantOrUnknown = 'unknown'): string[] {
  const world = createFakeWorld({
    session: sampleUserSession({ roles: [role], roleDtos: [{ name: role }] }),
    environment: { deploymentVariant },
  });
  const { unmount } = renderWithProviders(<StaffNav onNavigate={() => undefined} />, {
    services: world.services,
  });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const titles = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  unmount();
  return titles;
}

describe('the navigation shows each role its areas and no other (issue 33)', () => {
  it.each(ALL_ROLES)('%s', (role) => {
    const expected = AREAS.filter(([, roles]) => roles.includes(role)).map(([title]) => title);
    expect(navLinks(role)).toEqual(expected);
  });

  it('on the agent brand, Appointment search and the VMR minder are for SUPER_DATA_ADMIN and SUPER_USER only (spec 1 §6)', () => {
    for (const role of ['SUPER_DATA_ADMIN', 'SUPER_USER'] as const) {
      expect(navLinks(role, 'agent')).toEqual(
        expect.arrayContaining(['Appointment search', 'VMR minder and mileage']),
      );
    }
    for (const role of everyoneBut('SUPER_DATA_ADMIN', 'SUPER_USER')) {
      const links = navLinks(role, 'agent');
      expect(links).not.toContain('Appointment search');
      expect(links).not.toContain('VMR minder and mileage');
      if (LEAD_WORKERS.includes(role)) expect(links).toContain('Service-order board');
    }
  });
});
