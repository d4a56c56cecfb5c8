import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_NUMBER, SMS_OPT_OUT } from '@torque/domain';
import { InMemoryCustomerGateway, sampleUserSession } from '@torque/domain/testing';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { CustomersPage } from './CustomersPage';

const STORE = { id: 3, store_id: 'S3', storeName: 'Lakeside Toyota', bocMaster: { id: 2 } };

function renderPage(role: 'OFFICE_MANAGER' | 'OFFICE_USER' = 'OFFICE_MANAGER') {
  const world = createFakeWorld({
    stores: [STORE],
    session: sampleUserSession({ roles: [role], roleDtos: [{ name: role }], officeId: 3 }),
  });
  const customers = new InMemoryCustomerGateway();
  renderWithProviders(<CustomersPage />, { services: { ...world.services, customers } });
  return { customers, marks: world.marks };
}

async function fillNewCustomer(cellular: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'New customer' }));
  const form = await screen.findByRole('form', { name: 'New customer' });
  await userEvent.type(within(form).getByLabelText(/First name/), 'Noor');
  await userEvent.type(within(form).getByLabelText(/Last name/), 'Haddad');
  await userEvent.type(within(form).getByLabelText(/Cellular/), cellular);
  await userEvent.type(within(form).getByLabelText('VIN'), '1HGCV1F34LA099001');
  await userEvent.type(within(form).getByLabelText('Make'), 'Honda');
  await userEvent.type(within(form).getByLabelText('Model'), 'Accord');
  await userEvent.type(within(form).getByLabelText('Year'), '2022');
  return form;
}

describe('the customers screen', () => {
  it("names a bad number beside the field with the spec's words and sends nothing", async () => {
    const { customers } = renderPage();
    const create = vi.spyOn(customers, 'create');
    const form = await fillNewCustomer('555-01X9');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(await within(form).findByText(INVALID_NUMBER)).toBeInstanceOf(Element);
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a customer with the first vehicle and shows them chosen with that vehicle', async () => {
    const { customers } = renderPage();
    const create = vi.spyOn(customers, 'create');
    const form = await fillNewCustomer('(646) 555-0191');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    const detail = await screen.findByRole('region', { name: 'Customer Noor Haddad' });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        bocId: 2,
        store: 3,
        cellular: '+16465550191',
        vehicle: { vin: '1HGCV1F34LA099001', make: 'Honda', model: 'Accord', year: 2022 },
      }),
    );
    const vehicles = await within(detail).findByRole('list', { name: 'Vehicles' });
    expect(within(vehicles).getByText('1HGCV1F34LA099001')).toBeInstanceOf(Element);
  });

  it('opts the customer out with a reason the consent ledger keeps', async () => {
    const { customers, marks } = renderPage();
    await customers.create({
      bocId: 2,
      store: 3,
      firstName: 'Ana',
      lastName: 'Ruiz',
      cellular: '+12125550100',
    });
    await userEvent.click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    const add = vi.spyOn(marks, 'add');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a mark to Customer' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Mark' }));
    await userEvent.click(await screen.findByRole('option', { name: 'STOP · SMS opt-out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Opt out' }));
    expect(
      await screen.findByText('Say why the SMS opt-out changes; the consent ledger keeps it.'),
    ).toBeInstanceOf(Element);
    await userEvent.type(screen.getByLabelText('Reason (kept in the consent ledger)'), 'Asked by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Opt out' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        { customerId: 1 },
        { intentType: SMS_OPT_OUT, value: 'STAFF' },
        'Asked by phone',
      ),
    );
  });

  it('texts the customer: opens their conversation, the server opening one when there is none', async () => {
    const world = createFakeWorld({
      stores: [STORE],
      session: sampleUserSession({
        roles: ['OFFICE_MANAGER'],
        roleDtos: [{ name: 'OFFICE_MANAGER' }],
        officeId: 3,
      }),
    });
    const customers = new InMemoryCustomerGateway();
    function LeadPage() {
      return <p>{`Conversation ${useParams().id ?? ''}`}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/" element={<CustomersPage />} />
        <Route path="/leadmanager/:id" element={<LeadPage />} />
      </Routes>,
      { services: { ...world.services, customers } },
    );
    await customers.create({
      bocId: 2,
      store: 3,
      firstName: 'Ana',
      lastName: 'Ruiz',
      cellular: '+12125550100',
    });
    await userEvent.click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    const open = vi.spyOn(customers, 'openConversation');
    await userEvent.click(await screen.findByRole('button', { name: 'Text customer' }));
    expect(await screen.findByText('Conversation 9000')).toBeInstanceOf(Element);
    expect(open).toHaveBeenCalledWith(2, 1);
    expect(
      await screen.findByText('A conversation with Ana Ruiz was opened: write the first text.'),
    ).toBeInstanceOf(Element);
  });

  it('lets a viewing-only user read but not add, edit or mark', async () => {
    renderPage('OFFICE_USER');
    expect(await screen.findByRole('combobox', { name: 'Store' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'New customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Text customer' })).toBeNull();
  });
});
