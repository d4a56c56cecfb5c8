import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { CompanyMasterListPage } from './CompanyMasterListPage';

const worldOf = (role: Role) =>
  createFakeWorld({ session: sampleUserSession({ roles: [role], roleDtos: [{ name: role }] }) });

describe('the company master list (issue 20)', () => {
  it('opens on the company list; the super admin is offered to create an enterprise', async () => {
    renderWithProviders(<CompanyMasterListPage />, {
      services: worldOf('SUPER_ADMIN').services,
      route: '/CompanyMasterList',
    });
    expect(screen.getByRole('tab', { name: 'Company list', selected: true })).toBeInstanceOf(Element);
    const table = await screen.findByRole('table', { name: 'Enterprises' });
    expect(within(table).getByRole('button', { name: 'Torque Motor Group' })).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Create enterprise' })).toBeInstanceOf(Element);
  });

  it('shows an enterprise admin the company view of ?enterprise={id}, without enterprise creation', async () => {
    renderWithProviders(<CompanyMasterListPage />, {
      services: worldOf('ENTERPRISE_ADMIN').services,
      route: '/CompanyMasterList?enterprise=1',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Torque Motor Group' })).toBeInstanceOf(
      Element,
    );
    expect(await screen.findByText('BOC001 East Region BOC: 0 stores')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Create enterprise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'All enterprises' })).toBeNull();
  });

  it('creates a BOC with its code and name and says so', async () => {
    const world = worldOf('ENTERPRISE_ADMIN');
    renderWithProviders(<CompanyMasterListPage />, {
      services: world.services,
      route: '/CompanyMasterList?tab=bocs&enterprise=1',
    });
    expect(await screen.findByRole('cell', { name: 'East Region BOC' })).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Create BOC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create BOC' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'BOC code' }), 'BOC009');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'BOC name' }), 'North');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Added')).toBeInstanceOf(Element);
  });

  it('offers tenant creation to the platform and hides it from an enterprise admin', async () => {
    const view = renderWithProviders(<CompanyMasterListPage />, {
      services: worldOf('ENTERPRISE_ADMIN').services,
      route: '/CompanyMasterList?tab=tenants',
    });
    expect(await screen.findByText('No tenants yet.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Create tenant' })).toBeNull();
    view.unmount();
    renderWithProviders(<CompanyMasterListPage />, {
      services: worldOf('SUPER_ADMIN').services,
      route: '/CompanyMasterList?tab=tenants',
    });
    expect(await screen.findByRole('button', { name: 'Create tenant' })).toBeInstanceOf(Element);
  });
});
