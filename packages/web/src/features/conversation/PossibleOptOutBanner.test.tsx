import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  sampleLead,
  sampleMessageInstance,
  sampleUserSession,
  serverRejection,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ConversationPanel } from './ConversationPanel';

const session = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });
const ignore = () => undefined;
/** The banner is named by its title: the question and the customer's words. */
const BANNER = 'Possible opt-out: "enough already"';
const unsure = sampleMessageInstance({ id: 1, content: 'enough already', direction: 'RECEIVED' });
const pendingLead = sampleLead({
  latestMessage: unsure,
  consentPending: { text: 'enough already', since: '2025-03-10T16:00:00.000Z' },
});

function open(lead = pendingLead) {
  const world = createFakeWorld({ session, leads: [lead], messages: [unsure] });
  renderWithProviders(
    <ConversationPanel lead={lead} session={session} onRead={ignore} onSent={ignore} onBack={ignore} />,
    { services: world.services },
  );
  return world;
}

describe('the possible opt-out banner (issue 29: unsure is not a guess)', () => {
  it("shows the customer's words with Confirm opt-out and Not an opt-out", async () => {
    open();
    const banner = await screen.findByRole('alert', { name: BANNER });
    expect(within(banner).getByText(BANNER)).toBeInstanceOf(Element);
    expect(within(banner).getByRole('button', { name: 'Confirm opt-out' })).toBeInstanceOf(Element);
    expect(within(banner).getByRole('button', { name: 'Not an opt-out' })).toBeInstanceOf(Element);
  });

  it('is not shown when no question waits', async () => {
    open(sampleLead({ latestMessage: unsure, consentPending: null }));
    expect(await screen.findByText('enough already')).toBeInstanceOf(Element);
    expect(screen.queryByRole('alert', { name: /Possible opt-out/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm opt-out' })).toBeNull();
  });

  it("records 'Not an opt-out' and leaves", async () => {
    const world = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Not an opt-out' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: BANNER })).toBeNull());
    expect(world.leadWorkflow.workflowsOf(pendingLead.id)).toEqual(['possible-opt-out:not-an-opt-out']);
  });

  it("records 'Confirm opt-out' and leaves", async () => {
    const world = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm opt-out' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: BANNER })).toBeNull());
    expect(world.leadWorkflow.workflowsOf(pendingLead.id)).toEqual(['possible-opt-out:confirm-opt-out']);
  });

  it('stays, with the reason, when the answer is refused', async () => {
    const world = open();
    world.leadWorkflow.failNext(
      'answerPossibleOptOut',
      serverRejection(400, 'No possible opt-out is waiting on this lead.'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Not an opt-out' }));
    expect(await screen.findByText('No possible opt-out is waiting on this lead.')).toBeInstanceOf(Element);
    expect(screen.getByRole('alert', { name: BANNER })).toBeInstanceOf(Element);
  });
});
