import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type CustomerRecord, type Lead } from '@torque/domain';
import { InMemoryCustomerGateway, sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConversationHeader } from '../ConversationHeader';

const DMS_VIN = '5DMS2125550142XYZ';

async function renderPanel(role: 'SALES_REP' | 'OFFICE_USER' = 'SALES_REP') {
  const customers = new InMemoryCustomerGateway({
    dmsVehicles: [{ customerId: 'W2K-1', vehicleId: 'V-1', vin: DMS_VIN }],
  });
  const created = await customers.create({
    bocId: 2,
    store: 3,
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria.lopez@example.com',
    cellular: '+15551234567',
    phone: '+12125550100',
  });
  if (!created.ok) throw new Error('no customer');
  const record: CustomerRecord = { ...created.value, lineType: 'mobile', phoneLineType: 'landline' };
  // The server fills line types; the in-memory gateway does not, so its search answers them here.
  vi.spyOn(customers, 'search').mockResolvedValue(
    ok({ data: [record], response: 'Success', total: 1, size: 50, page: 0 }),
  );
  const lead: Lead = sampleLead({
    customerMaster: { ...sampleLead().customerMaster, id: record.id, cellular: '+15551234567' },
  });
  const world = createFakeWorld({ leads: [lead] });
  renderWithProviders(
    <ConversationHeader
      lead={lead}
      session={sampleUserSession({ roles: [role], roleDtos: [{ name: role }] })}
      onBack={vi.fn()}
    />,
    { services: { ...world.services, customers } },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
  const drawer = await screen.findByRole('dialog', { name: 'Customer' });
  return { customers, record, drawer };
}

describe('the Customer panel', () => {
  it("shows the customer's details, each phone's line type and says a landline cannot be texted", async () => {
    const { drawer } = await renderPanel();
    expect(within(drawer).getByLabelText('E-mail')).toHaveProperty('value', 'maria.lopez@example.com');
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Other phone')).toHaveProperty('value', '(212)-555-0100'),
    );
    expect(within(drawer).getByText('Landline: cannot receive texts')).toBeInstanceOf(Element);
    expect(within(drawer).getByText('Mobile')).toBeInstanceOf(Element);
  });

  it('saves an edited e-mail, and refuses a bad one without calling the server', async () => {
    const { customers, drawer, record } = await renderPanel();
    const update = vi.spyOn(customers, 'update');
    const email = within(drawer).getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'maria@');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save customer' }));
    expect(await within(drawer).findByText('Invalid Email')).toBeInstanceOf(Element);
    expect(update).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.new@example.com');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Customer updated')).toBeInstanceOf(Element);
    // Only what changed goes to the server.
    expect(update).toHaveBeenCalledWith(2, { id: record.id, email: 'maria.new@example.com' });
  });

  it('looks the customer up in the DMS and attaches the vehicle it finds', async () => {
    const { drawer } = await renderPanel();
    expect(await within(drawer).findByRole('list', { name: 'Vehicles' })).toBeInstanceOf(Element);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Look up' }));
    const found = await within(drawer).findByRole('list', { name: 'DMS vehicles' });
    await userEvent.click(within(found).getByRole('button', { name: `Attach ${DMS_VIN}` }));
    expect(await screen.findByText('Vehicle attached')).toBeInstanceOf(Element);
    const vehicles = within(drawer).getByRole('list', { name: 'Vehicles' });
    expect(within(vehicles).getByText(DMS_VIN)).toBeInstanceOf(Element);
    expect(within(found).getByText('Attached')).toBeInstanceOf(Element);
  });

  it('lets a viewing-only user read but not save or attach', async () => {
    const { drawer } = await renderPanel('OFFICE_USER');
    expect(within(drawer).queryByRole('button', { name: 'Save customer' })).toBeNull();
    expect(within(drawer).getByLabelText('E-mail')).toHaveProperty('readOnly', true);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Look up' }));
    await within(drawer).findByRole('list', { name: 'DMS vehicles' });
    expect(within(drawer).queryByRole('button', { name: /^Attach/ })).toBeNull();
  });
});
