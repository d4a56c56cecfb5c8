import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageInstance } from '@torque/domain';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { LogModeControl, type LogModeEditRequest } from './LogModeControl';

function renderControl(validLogMode: boolean | null, onEdit?: (request: LogModeEditRequest) => void) {
  const lead = sampleLead();
  const note: MessageInstance = sampleMessageInstance({
    id: 7,
    messageType: 'INTERNAL_NOTES',
    notificationType: 'INTERNAL_NOTES',
    responseReqd: true,
    validLogMode,
    content: '<p>We can see you Tuesday at 9.</p>',
  });
  const world = createFakeWorld({ leads: [lead], messages: [note] });
  const onChanged = vi.fn<() => void>();
  renderWithProviders(
    <LogModeControl
      lead={lead}
      session={sampleUserSession({ roles: ['SUPER_USER'] })}
      note={note}
      onChanged={onChanged}
      onEdit={onEdit}
    />,
    { services: world.services },
  );
  return { world, onChanged };
}

const control = () => screen.findByRole('group', { name: 'Log mode confirmation' });

describe('log-mode confirmation control (spec 1 §4)', () => {
  it('shows only the check beside the cross while validLogMode is null', async () => {
    renderControl(null);
    const group = await control();
    expect(within(group).getByRole('button', { name: 'Dismiss' })).toBeInstanceOf(Element);
    expect(within(group).getByRole('button', { name: 'Send' })).toBeInstanceOf(Element);
    expect(within(group).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("sends with the check: log-mode response true first, then the reply, 'Successfully Sent'", async () => {
    const { world, onChanged } = renderControl(null);
    await userEvent.click(within(await control()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully Sent')).toBeInstanceOf(Element);
    expect(world.conversations.findMessage(7)?.validLogMode).toBe(true);
    const sent = world.conversations.sendRequests[0];
    expect(sent?.isLogModeToBeSent).toBe(true);
    expect(sent?.content).toBe('We can see you Tuesday at 9.');
    expect(onChanged).toHaveBeenCalled();
  });

  it('shows only the pencil when validLogMode is true, and the pencil sends', async () => {
    const { world } = renderControl(true);
    const group = await control();
    expect(within(group).queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(within(group).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Successfully Sent')).toBeInstanceOf(Element);
    expect(world.conversations.sendRequests).toHaveLength(1);
  });

  it('shows the pencil and the check when validLogMode is false; the pencil hands the edit to onEdit', async () => {
    const onEdit = vi.fn<(request: LogModeEditRequest) => void>();
    const { world } = renderControl(false, onEdit);
    const group = await control();
    expect(within(group).getByRole('button', { name: 'Send' })).toBeInstanceOf(Element);
    await userEvent.click(within(group).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEdit.mock.calls[0]?.[0].note.id).toBe(7);
    onEdit.mock.calls[0]?.[0].markInvalid();
    expect(await screen.findByText('Successfully Updated')).toBeInstanceOf(Element);
    expect(world.conversations.findMessage(7)?.validLogMode).toBe(false);
    expect(world.conversations.sendRequests).toHaveLength(0);
  });

  it("opens the built-in 'Options' popover without onEdit; its check marks the response valid", async () => {
    const { world } = renderControl(false);
    await userEvent.click(within(await control()).getByRole('button', { name: 'Edit' }));
    const options = await screen.findByRole('dialog', { name: 'Options' });
    await userEvent.click(within(options).getByRole('button', { name: 'Valid' }));
    await waitFor(() => expect(world.conversations.findMessage(7)?.validLogMode).toBe(true));
  });

  it('discards the held reply with the red cross: it is never sent and the note says so (issue 14)', async () => {
    const { world, onChanged } = renderControl(null);
    await userEvent.click(within(await control()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(world.messageFlows.interventions).toEqual(['101/7/discard']));
    expect(world.conversations.findMessage(7)?.heldReplyOutcome).toBe('DISCARDED');
    expect(world.conversations.sendRequests).toHaveLength(0);
    expect(onChanged).toHaveBeenCalled();
  });
});
