import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { DataSourcePanel } from './DataSourcePanel';
import { DataSyncPanel } from './DataSyncPanel';
import { PlannerMappingPanel } from './PlannerMappingPanel';

const world = (role: Role) =>
  createFakeWorld({ session: sampleUserSession({ roles: [role], roleDtos: [{ name: role }] }) });

describe('the data sync tab (issue 20)', () => {
  it("runs a manual sync: 'Synced Successfully' and a new history row; a DMS that cannot sync says so", async () => {
    const fake = world('SUPER_USER');
    renderWithProviders(<DataSyncPanel />, { services: fake.services });
    expect(await screen.findByText('No sync has run yet.')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Manual sync' }));
    expect(await screen.findByText('Synced Successfully')).toBeInstanceOf(Element);
    const history = await screen.findByRole('table', { name: 'Sync history' });
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    expect(within(history).getByText('Manual')).toBeInstanceOf(Element);

    fake.dataSettings.dmsSupportsSync = false;
    await userEvent.click(screen.getByRole('button', { name: 'Display sync' }));
    expect(await screen.findByText('DMS not supporting Sync')).toBeInstanceOf(Element);
  });

  it('hides the syncs from a role that may only see settings', async () => {
    renderWithProviders(<DataSyncPanel />, { services: world('CORPORATE_ADMIN').services });
    expect(await screen.findByText('No sync has run yet.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Manual sync' })).toBeNull();
  });
});

describe('the planner mapping and data source tabs', () => {
  it("saves a mapping ('Mapping Saved Successfully.') and lists it", async () => {
    renderWithProviders(<PlannerMappingPanel />, { services: world('SUPER_DATA_ADMIN').services });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Planner' }));
    await userEvent.click(await screen.findByRole('option', { name: '5K' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Service interaction' }));
    await userEvent.click(await screen.findByRole('option', { name: '5K (OIL_CHANGE)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Mapping Saved Successfully.')).toBeInstanceOf(Element);
    const table = await screen.findByRole('table', { name: 'Planner mappings' });
    expect(within(table).getByText('Every store')).toBeInstanceOf(Element);
  });

  it("says 'Datasource is not configured' until one is saved", async () => {
    renderWithProviders(<DataSourcePanel />, { services: world('ENTERPRISE_ADMIN').services });
    expect(await screen.findByText('Datasource is not configured')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('combobox', { name: 'Data source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CDK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save data source' }));
    expect(await screen.findByText('Successfully Updated')).toBeInstanceOf(Element);
    expect(await screen.findByRole('button', { name: 'Save data source' })).toBeInstanceOf(Element);
    expect(screen.queryByText('Datasource is not configured')).toBeNull();
  });
});
