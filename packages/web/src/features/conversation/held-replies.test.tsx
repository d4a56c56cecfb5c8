import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageInstance } from '@torque/domain';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { MessageList } from './MessageList';

// Issue 14, second list 5: a held log-mode reply never disappears silently.
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const heldNote = (overrides: Partial<MessageInstance>) =>
  sampleMessageInstance({
    id: 7,
    messageType: 'INTERNAL_NOTES',
    notificationType: 'INTERNAL_NOTES',
    createdOn: secondsAgo(60),
    responseReqd: true,
    validLogMode: null,
    content: '<p>We can see you Tuesday at 9.</p>',
    ...overrides,
  });

function renderList(messages: readonly MessageInstance[]) {
  const lead = sampleLead();
  const world = createFakeWorld({ leads: [lead], messages });
  renderWithProviders(
    <MessageList
      messages={messages}
      timeZone="America/Chicago"
      customerName="Maria Lopez"
      lead={lead}
      session={sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] })}
    />,
    { services: world.services, route: '/leadmanager' },
  );
  return world;
}

const card = () => screen.getByRole('article', { name: /Internal note/ });

describe('held log-mode replies in the conversation', () => {
  it('shows a reply staff stepped in on as awaiting approval, with Approve and Discard', async () => {
    const world = renderList([heldNote({ interveneUntil: null })]);
    expect(within(card()).getByRole('status', { name: 'Awaiting approval' }).textContent).toBe(
      'Awaiting approval',
    );
    expect(within(card()).queryByRole('timer')).toBeNull();
    const controls = await within(card()).findByRole('group', { name: 'Log mode confirmation' });
    expect(within(controls).getByRole('button', { name: 'Approve' })).toBeInstanceOf(Element);
    await userEvent.click(within(controls).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(world.messageFlows.interventions).toEqual(['101/7/discard']));
    expect(world.conversations.sendRequests).toHaveLength(0);
  });

  it('approves a reply awaiting approval: it is sent as the log-mode send', async () => {
    const world = renderList([heldNote({ interveneUntil: null, validLogMode: false })]);
    const controls = await within(card()).findByRole('group', { name: 'Log mode confirmation' });
    await userEvent.click(within(controls).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(world.conversations.sendRequests).toHaveLength(1));
    expect(world.conversations.sendRequests[0]?.isLogModeToBeSent).toBe(true);
  });

  it('says the window closed while the server sends it, with no controls left to race it', () => {
    renderList([heldNote({ interveneUntil: secondsAgo(1) })]);
    expect(within(card()).getByRole('status', { name: 'Window closed: sending the reply' }).textContent).toBe(
      'Window closed: sending the reply',
    );
    expect(within(card()).queryByRole('group', { name: 'Log mode confirmation' })).toBeNull();
  });

  it('says what became of a settled reply', () => {
    renderList([heldNote({ responseReqd: false, interveneUntil: null, heldReplyOutcome: 'SENT' })]);
    expect(within(card()).getByRole('status', { name: 'Reply sent' }).textContent).toBe('Reply sent');
    expect(within(card()).queryByRole('group', { name: 'Log mode confirmation' })).toBeNull();
  });

  it('says a discarded reply was not sent', () => {
    renderList([heldNote({ responseReqd: false, interveneUntil: null, heldReplyOutcome: 'DISCARDED' })]);
    expect(within(card()).getByRole('status', { name: 'Reply discarded: not sent' }).textContent).toBe(
      'Reply discarded: not sent',
    );
  });
});
