import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@torque/domain';
import { sampleLead, sampleUserSession, serverRejection } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConversationHeader } from '../ConversationHeader';

const WARNING = 'The customer has already been contacted for the 5K service';

function renderHeader(lead: Lead) {
  const world = createFakeWorld({ leads: [lead] });
  const onLeadChange = vi.fn<(lead: Lead) => void>();
  renderWithProviders(
    <ConversationHeader
      lead={lead}
      session={sampleUserSession()}
      onBack={vi.fn()}
      onLeadChange={onLeadChange}
    />,
    { services: world.services },
  );
  return { world, onLeadChange };
}

/** Start conversation shows the first text and its recipient; 'Start and send' goes ahead. */
async function startAndSend(lead: Lead) {
  await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
  const preview = await screen.findByRole('dialog', { name: 'Start conversation' });
  expect(within(preview).getByTestId('outbound-preview-text').textContent).toContain(
    `Hi ${lead.customerMaster.firstName}`,
  );
  expect(within(preview).getByText(new RegExp(lead.customerMaster.lastName))).toBeInstanceOf(Element);
  await userEvent.click(within(preview).getByRole('button', { name: 'Start and send' }));
}

describe('Start conversation', () => {
  it('is offered only for a lead without a conversation', () => {
    renderHeader(sampleLead({ conversationInitiated: true }));
    expect(screen.queryByRole('button', { name: 'Start conversation' })).toBeNull();
  });

  it("starts the conversation ('Successfully Started') and stops offering it", async () => {
    const lead = sampleLead({ conversationInitiated: false });
    const { world, onLeadChange } = renderHeader(lead);
    await startAndSend(lead);
    expect(await screen.findByText('Successfully Started')).toBeInstanceOf(Element);
    expect(await screen.findByText(/^Sent to /)).toBeInstanceOf(Element);
    expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual(['start']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start conversation' })).toBeNull());
    expect(onLeadChange).toHaveBeenCalledWith(expect.objectContaining({ conversationInitiated: true }));
  });

  it('asks to force when the customer was already contacted, and retries with isForced on Yes', async () => {
    const lead = sampleLead({ conversationInitiated: false });
    const { world } = renderHeader(lead);
    world.leadWorkflow.failNext('start', serverRejection(400, WARNING));
    await startAndSend(lead);
    await waitFor(() => expect(screen.queryByText('Start and send')).toBeNull());
    const confirm = await screen.findByRole('dialog', { name: 'Start conversation' });
    expect(within(confirm).getByText(WARNING)).toBeInstanceOf(Element);
    expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully Started')).toBeInstanceOf(Element);
    expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual(['start:forced']);
  });

  it('does nothing more when the forced start is declined', async () => {
    const lead = sampleLead({ conversationInitiated: false });
    const { world } = renderHeader(lead);
    world.leadWorkflow.failNext(
      'start',
      serverRejection(400, 'An other interaction has been already initiated for this customer'),
    );
    await startAndSend(lead);
    await waitFor(() => expect(screen.queryByText('Start and send')).toBeNull());
    const confirm = await screen.findByRole('dialog', { name: 'Start conversation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start conversation' })).toBeNull());
    expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start conversation' })).toBeInstanceOf(Element);
  });

  it('shows any other refusal as a notice, without a confirmation', async () => {
    const lead = sampleLead({ conversationInitiated: false });
    const { world } = renderHeader(lead);
    world.leadWorkflow.failNext('start', serverRejection(400, 'Customer phone is missing'));
    await startAndSend(lead);
    expect(await screen.findByText('Customer phone is missing')).toBeInstanceOf(Element);
    expect(screen.queryByRole('dialog', { name: 'Start conversation' })).toBeNull();
  });

  it('sends nothing when the preview is cancelled', async () => {
    const lead = sampleLead({ conversationInitiated: false });
    const { world } = renderHeader(lead);
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    const preview = await screen.findByRole('dialog', { name: 'Start conversation' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual([]);
  });

  it('says when the first text is held for quiet hours', async () => {
    const lead = sampleLead({ conversationInitiated: false });
    const { world } = renderHeader(lead);
    world.leadWorkflow.previewScheduledFor = '2026-11-25T13:00:00.000Z';
    await startAndSend(lead);
    expect(await screen.findByText(/^Scheduled for 25\/11\/2026/)).toBeInstanceOf(Element);
  });
});
