import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ConversationHeader } from './ConversationHeader';

function renderHeader(lead: Lead, role: 'SALES_REP' | 'OFFICE_USER' = 'SALES_REP') {
  const world = createFakeWorld({ leads: [lead] });
  const session = sampleUserSession({ roles: [role], roleDtos: [{ name: role }] });
  renderWithProviders(<ConversationHeader lead={lead} session={session} onBack={vi.fn()} />, {
    services: world.services,
  });
  return world;
}

describe('ConversationHeader', () => {
  it('shows the SMS opt-out on the customer', () => {
    renderHeader(sampleLead({ customerMarks: [{ intentType: 'SMS_OPT_OUT', value: null }] }));
    expect(screen.getByText('Opted out')).toBeInstanceOf(Element);
  });

  it('shows no opt-out for a customer who may be texted', () => {
    renderHeader(sampleLead());
    expect(screen.queryByText('Opted out')).toBeNull();
  });

  it('hides the options for an office user', () => {
    renderHeader(sampleLead(), 'OFFICE_USER');
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
  });

  it('shows AI off once the AI switch is turned off in the options', async () => {
    renderHeader(sampleLead({ aiEnabled: true }));
    expect(screen.getByText('AI enabled')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    const options = await screen.findByRole('dialog', { name: 'Options' });
    await userEvent.click(within(options).getByRole('switch', { name: 'AI' }));
    await waitFor(() => expect(screen.getByText('AI off')).toBeInstanceOf(Element));
  });
});

// Issue 31 point 4: the language the assistant texts the customer in, on the lead.
describe('ConversationHeader customer language', () => {
  const spanishLead = (customerId: number) => {
    const lead = sampleLead();
    return sampleLead({
      customerMaster: { ...lead.customerMaster, id: customerId, preferredLanguage: 'es' },
    });
  };

  it('shows Spanish and lets staff switch the customer to English', async () => {
    const world = createFakeWorld({ leads: [] });
    const lead = sampleLead();
    const created = await world.vehicleRecords.create({
      bocId: lead.bocMaster.id,
      firstName: lead.customerMaster.firstName,
      lastName: lead.customerMaster.lastName,
      cellular: lead.customerMaster.cellular,
    });
    if (!created.ok) throw new Error('no customer');
    const session = sampleUserSession({ roles: ['SALES_REP'], roleDtos: [{ name: 'SALES_REP' }] });
    renderWithProviders(
      <ConversationHeader lead={spanishLead(created.value.id)} session={session} onBack={vi.fn()} />,
      { services: world.services },
    );
    const language = screen.getByRole('combobox', { name: 'Customer language' });
    expect((language as HTMLInputElement).value).toBe('Spanish');
    await userEvent.click(language);
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect((language as HTMLInputElement).value).toBe('English'));
  });

  it('keeps Spanish when the server refuses the change', async () => {
    renderHeader(spanishLead(4242)); // a customer the server does not know: 404
    const language = screen.getByRole('combobox', { name: 'Customer language' });
    await userEvent.click(language);
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await screen.findByText('No customer 4242');
    expect((language as HTMLInputElement).value).toBe('Spanish');
  });

  it('shows the language without a control to an office user', () => {
    renderHeader(spanishLead(1), 'OFFICE_USER');
    expect(screen.queryByRole('combobox', { name: 'Customer language' })).toBeNull();
    expect(screen.getByText('Spanish')).toBeInstanceOf(Element);
  });
});
