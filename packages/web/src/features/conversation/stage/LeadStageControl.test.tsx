import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@torque/domain';
import { sampleLead, sampleUserSession, serverRejection } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConversationHeader } from '../ConversationHeader';

function renderHeader(lead: Lead) {
  const world = createFakeWorld({ leads: [lead] });
  const session = sampleUserSession({ roles: ['SALES_REP'], roleDtos: [{ name: 'SALES_REP' }] });
  renderWithProviders(<ConversationHeader lead={lead} session={session} onBack={vi.fn()} />, {
    services: world.services,
  });
  return world;
}

const stageButton = () => screen.getByRole('button', { name: 'Lead stage' });

describe("the lead's stage and outcome reason (spec 2 §4)", () => {
  it('shows the stage and moves the lead with a reason its new stage allows', async () => {
    const lead = sampleLead({ stage: 'RESPONDED' });
    const world = renderHeader(lead);
    expect(stageButton().textContent).toBe('Responded');
    await userEvent.click(stageButton());
    const dialog = await screen.findByRole('dialog', { name: 'Lead stage' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Stage' }), 'Show or no show');
    const reasons = within(dialog).getByRole('combobox', { name: 'Outcome reason' });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No reason', 'No show', 'Show']);
    await userEvent.selectOptions(reasons, 'No show');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move lead' }));
    await waitFor(() => expect(stageButton().textContent).toBe('Show or no show · No show'));
    expect(world.leads.find(lead.id)?.stage).toBe('SHOW_OR_NO_SHOW');
  });

  it('says a reason that only repeats its stage once', () => {
    renderHeader(sampleLead({ stage: 'APPOINTMENT_SET', outcomeReason: 'APPOINTMENT_SET' }));
    expect(stageButton().textContent).toBe('Appointment set');
  });

  it('offers no reason at a stage that takes none', async () => {
    renderHeader(sampleLead({ stage: 'INITIATED' }));
    await userEvent.click(stageButton());
    const dialog = await screen.findByRole('dialog', { name: 'Lead stage' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Stage' }), 'Contacted');
    const reasons = within(dialog).getByRole('combobox', { name: 'Outcome reason' });
    expect((reasons as HTMLSelectElement).disabled).toBe(true);
    expect(reasons.textContent).toBe('None for this stage');
  });

  it("shows the server's plain refusal and keeps the stage", async () => {
    const lead = sampleLead({ stage: 'ENGAGED' });
    const world = renderHeader(lead);
    world.leadFlags.failNext(
      'updateTracker',
      serverRejection(400, 'Price high is not an outcome reason for the Engaged stage.'),
    );
    await userEvent.click(stageButton());
    const dialog = await screen.findByRole('dialog', { name: 'Lead stage' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Outcome reason' }),
      'Price high',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move lead' }));
    expect(
      await screen.findByText('Price high is not an outcome reason for the Engaged stage.'),
    ).toBeInstanceOf(Element);
    expect(stageButton().textContent).toBe('Engaged');
  });
});
