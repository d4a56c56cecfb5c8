import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  InMemoryCustomerGateway,
  sampleLead,
  sampleUserSession,
  serverRejection,
} from '@torque/domain/testing';
import type { VehicleRecordUpdate } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { VehicleMileagePage } from './VehicleMileagePage';

const session = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });

function renderPage() {
  const lead = sampleLead();
  const world = createFakeWorld({ session, leads: [lead] });
  const records = new InMemoryCustomerGateway({
    leads: world.leads,
    serviceRecords: [
      {
        id: 1,
        future_service_interaction_id: lead.id,
        mileage: 38000,
        serviceDate: '02.09.2026',
        minder: 'A1',
        recordedOn: '2026-10-02T14:00:00Z',
        recordedBy: 'Sam Advisor',
      },
    ],
  });
  const sent: VehicleRecordUpdate[] = [];
  const vehicleRecords = {
    virtualServiceRecords: records.virtualServiceRecords.bind(records),
    updateVehicleRecord: async (update: VehicleRecordUpdate) => {
      sent.push(update);
      return records.updateVehicleRecord(update);
    },
  };
  renderWithProviders(<VehicleMileagePage />, { services: { ...world.services, vehicleRecords } });
  return { lead, sent, records };
}

async function chooseMaria() {
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'Maria');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const found = await screen.findByRole('table', { name: 'Found leads' });
  await userEvent.click(within(found).getByRole('button', { name: /^Choose Maria Lopez/ }));
}

describe('VehicleMileagePage', () => {
  it("finds a lead, shows its vehicle's mileage records with DD/MM/YYYY dates, and updates the record", async () => {
    const { lead, sent } = renderPage();
    await chooseMaria();
    const table = await screen.findByRole('table', { name: 'Virtual service and mileage records' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('38,000 mi')).toBeInstanceOf(Element);
    expect(within(row!).getByText('02/09/2026')).toBeInstanceOf(Element);
    expect(within(row!).getByText('Sam Advisor')).toBeInstanceOf(Element);

    await userEvent.type(screen.getByRole('textbox', { name: 'Mileage' }), '45,120');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minder' }), 'B12');
    await userEvent.type(screen.getByLabelText('Last service date'), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Update mileage' }));
    expect(await screen.findByText('Mileage Updated: 45,120 mi')).toBeInstanceOf(Element);
    expect(sent).toEqual([
      {
        last_mileage: 45120,
        minder: 'B12',
        last_service_date: '02.11.2026',
        future_service_interaction_id: lead.id,
      },
    ]);
  });

  it("refuses a mileage that is not numeric with the spec's words, and sends nothing", async () => {
    const { sent } = renderPage();
    await chooseMaria();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mileage' }), '45k miles');
    await userEvent.click(screen.getByRole('button', { name: 'Update mileage' }));
    expect(
      await screen.findByText('Selected text is not a Valid value, select a Numeric data.'),
    ).toBeInstanceOf(Element);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of an update", async () => {
    const { records } = renderPage();
    records.failNext('updateVehicleRecord', serverRejection(400, 'The last service date is in the future.'));
    await chooseMaria();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mileage' }), '46000');
    await userEvent.click(screen.getByRole('button', { name: 'Update mileage' }));
    expect(await screen.findByText('The last service date is in the future.')).toBeInstanceOf(Element);
  });
});
