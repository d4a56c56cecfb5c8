import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConversationHeader } from '../ConversationHeader';

function renderHeader(lead: Lead, role: 'SALES_REP' | 'OFFICE_USER' = 'SALES_REP') {
  const world = createFakeWorld({ leads: [lead] });
  const session = sampleUserSession({ roles: [role], roleDtos: [{ name: role }] });
  renderWithProviders(<ConversationHeader lead={lead} session={session} onBack={vi.fn()} />, {
    services: world.services,
  });
  return world;
}

async function openMarks() {
  await userEvent.click(screen.getByRole('button', { name: 'Marks' }));
  const dialog = await screen.findByRole('dialog', { name: /^Marks/ });
  await within(dialog).findByText('Customer');
  return dialog;
}

/** Picks a mark from the grouped, searchable tag set, typing `search` first when given. */
async function chooseMark(dialog: HTMLElement, option: string, search?: string) {
  const picker = within(dialog).getByRole('combobox', { name: 'Add a mark' });
  await userEvent.click(picker);
  if (search) await userEvent.type(picker, search);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('customer marks from the conversation header (spec 1 §4)', () => {
  it('offers the whole tag set, grouped, and finds a tag by its short code', async () => {
    renderHeader(sampleLead());
    const dialog = await openMarks();
    const picker = within(dialog).getByRole('combobox', { name: 'Add a mark' });
    await userEvent.click(picker);
    expect(await screen.findAllByRole('option')).toHaveLength(45);
    expect(screen.getByText('Service history')).toBeInstanceOf(Element);
    await userEvent.type(picker, 'NLO');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'NLO · No longer own',
      ]),
    );
  });

  it('adds an SMS opt-out only with a reason, and the header shows it at once', async () => {
    const lead = sampleLead();
    const world = renderHeader(lead);
    expect(screen.queryByText('Opted out')).toBeNull();
    const dialog = await openMarks();
    expect(within(dialog).getByText('No marks on this customer.')).toBeInstanceOf(Element);
    await chooseMark(dialog, 'STOP · SMS opt-out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add mark' }));
    expect(
      within(dialog).getByText('Say why the SMS opt-out changes; the consent ledger keeps it.'),
    ).toBeInstanceOf(Element);
    expect(world.marks.reasons).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked on the phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add mark' }));
    expect(await screen.findByText('Opted out')).toBeInstanceOf(Element);
    expect(world.marks.reasons).toEqual([
      { intentType: 'SMS_OPT_OUT', change: 'add', reason: 'Asked on the phone' },
    ]);
    expect(world.leads.find(lead.id)?.customerMaster.blockSms).toBe(true);
  });

  it('removes the opt-out with a reason, unblocking at once', async () => {
    const lead = sampleLead();
    const world = renderHeader(lead);
    await world.marks.add(
      { customerId: lead.customerMaster.id },
      { intentType: 'SMS_OPT_OUT', value: 'STOP' },
    );
    const dialog = await openMarks();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove SMS opt-out' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Texted START');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm removal' }));
    await waitFor(() =>
      expect(within(dialog).getByText('No marks on this customer.')).toBeInstanceOf(Element),
    );
    expect(world.marks.reasons.at(-1)).toEqual({
      intentType: 'SMS_OPT_OUT',
      change: 'remove',
      reason: 'Texted START',
    });
    expect(screen.queryByText('Opted out')).toBeNull();
  });

  it("adds and removes another mark without a reason, and shows the lead's and vehicle's marks", async () => {
    const lead = sampleLead();
    const world = renderHeader(lead);
    await world.marks.add({ serviceVehicleId: lead.serviceVehicle.id }, { intentType: 'TEA_5K', value: 'Y' });
    const dialog = await openMarks();
    expect(within(dialog).getByText('This vehicle')).toBeInstanceOf(Element);
    expect(within(dialog).getByText('TEA 5K')).toBeInstanceOf(Element);
    await chooseMark(dialog, 'DD · Different driver', 'driver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add mark' }));
    const removeButton = await within(dialog).findByRole('button', { name: 'Remove Different driver' });
    await userEvent.click(removeButton);
    await waitFor(() =>
      expect(within(dialog).getByText('No marks on this customer.')).toBeInstanceOf(Element),
    );
    expect(world.marks.reasons).toEqual([]);
  });

  it('shows a viewing-only user the marks with nothing to change them', async () => {
    const lead = sampleLead();
    renderHeader(lead, 'OFFICE_USER');
    const dialog = await openMarks();
    expect(within(dialog).getByText('Your role can read marks but not change them.')).toBeInstanceOf(Element);
    expect(within(dialog).queryByRole('combobox', { name: 'Add a mark' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add mark' })).toBeNull();
  });
});
