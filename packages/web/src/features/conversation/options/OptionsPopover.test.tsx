import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead, Role } from '@torque/domain';
import { sampleLead, sampleUserSession, serverRejection } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { OptionsPopover } from './OptionsPopover';

const lead = sampleLead({ aiEnabled: true, dtDialogEnabled: false });

function renderOptions(role: Role = 'SALES_REP') {
  const world = createFakeWorld({ leads: [lead] });
  const onLeadChange = vi.fn<(lead: Lead) => void>();
  const session = sampleUserSession({ roles: [role], roleDtos: [{ name: role }] });
  renderWithProviders(<OptionsPopover lead={lead} session={session} onLeadChange={onLeadChange} />, {
    services: world.services,
  });
  return { world, onLeadChange };
}

async function openOptions() {
  await userEvent.click(screen.getByRole('button', { name: 'Options' }));
  return screen.findByRole('dialog', { name: 'Options' });
}

/** The preview every texting control shows (issue 14): the text, then Send. */
async function confirmPreview(text: string) {
  const shown = await screen.findByTestId('outbound-preview-text');
  expect(shown.textContent).toBe(text);
  const dialog = shown.closest('[role="dialog"]') as HTMLElement;
  expect(within(dialog).getByText(new RegExp(lead.customerMaster.lastName))).toBeInstanceOf(Element);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
}

/** DT Enable texts the Last Message: switching it on opens the dialogue, whose Send previews first. */
async function enableDt(lastMessage: string) {
  const dtEnable = within(await openOptions()).getByRole('switch', { name: 'DT Enable' });
  await userEvent.click(dtEnable);
  const dialogue = await screen.findByRole('dialog', { name: 'Send Date Time Dialogue' });
  await userEvent.type(within(dialogue).getByRole('textbox', { name: 'Last Message' }), lastMessage);
  await userEvent.click(within(dialogue).getByRole('button', { name: 'Send' }));
  await confirmPreview(lastMessage);
}

describe('OptionsPopover', () => {
  it.each<Role>(['ENTERPRISE_USER', 'CORPORATE_USER', 'OFFICE_USER'])('is hidden for %s', (role) => {
    renderOptions(role);
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
  });

  // Spec 1 §6: hidden only for users who are only enterprise, corporate or office users.
  it.each<Role>([
    'OFFICE_MANAGER',
    'DIVISION_MANAGER',
    'SALES_REP',
    'CORPORATE_ADMIN',
    'SUPER_DATA_ADMIN',
    'SUPER_ADMIN',
    'SUPER_ACCESS_ADMIN',
    'ENTERPRISE_ADMIN',
    'SUPER_USER',
  ])('offers every option to %s', async (role) => {
    renderOptions(role);
    const options = await openOptions();
    for (const name of ['GM Handoff', 'Manual Handoff', 'Send Date Time Dialogue']) {
      expect(within(options).getByRole('button', { name })).toBeInstanceOf(Element);
    }
    expect(within(options).getByRole('switch', { name: 'DT Enable' })).toBeInstanceOf(Element);
    expect(within(options).getByRole('switch', { name: 'AI' })).toBeInstanceOf(Element);
  });

  it('hands the lead off to the GM (parameter CQ) and manually, each after a confirmation', async () => {
    const { world } = renderOptions();
    const options = await openOptions();
    await userEvent.click(within(options).getByRole('button', { name: 'GM Handoff' }));
    const askGm = await screen.findByRole('dialog', { name: 'GM Handoff' });
    await userEvent.click(within(askGm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'GM Handoff' })).toBeNull());
    expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual([]);
    const again = screen.queryByRole('dialog', { name: 'Options' }) ?? (await openOptions());
    await userEvent.click(within(again).getByRole('button', { name: 'GM Handoff' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'GM Handoff' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Successfully Updated')).toBeInstanceOf(Element);
    const third = screen.queryByRole('dialog', { name: 'Options' }) ?? (await openOptions());
    await userEvent.click(within(third).getByRole('button', { name: 'Manual Handoff' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Manual Handoff' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() =>
      expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual(['gm-handoff:CQ', 'manual-handoff']),
    );
  });

  it('switches the AI off and tells the caller', async () => {
    const { onLeadChange } = renderOptions();
    const ai = within(await openOptions()).getByRole('switch', { name: 'AI' }) as HTMLInputElement;
    expect(ai.checked).toBe(true);
    await userEvent.click(ai);
    await waitFor(() => expect(ai.checked).toBe(false));
    expect(onLeadChange).toHaveBeenCalledWith(expect.objectContaining({ id: lead.id, aiEnabled: false }));
  });

  it("sends the date-time dialogue with its last message ('Date Time Dialogue Sent')", async () => {
    const { world } = renderOptions();
    const options = await openOptions();
    await userEvent.click(within(options).getByRole('button', { name: 'Send Date Time Dialogue' }));
    const dialogue = await screen.findByRole('dialog', { name: 'Send Date Time Dialogue' });
    expect(
      (within(dialogue).getByRole('switch', { name: 'Enable/Disable Log Mode' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.type(within(dialogue).getByRole('textbox', { name: 'Last Message' }), 'When suits you?');
    await userEvent.click(within(dialogue).getByRole('button', { name: 'Send' }));
    expect(world.leadFlags.dtDialogPayloads).toEqual([]);
    await confirmPreview('When suits you?');
    expect(await screen.findByText('Date Time Dialogue Sent')).toBeInstanceOf(Element);
    expect(await screen.findByText(/^Sent to /)).toBeInstanceOf(Element);
    expect(world.leadFlags.dtDialogPayloads).toEqual([
      { id: lead.id, lastMessage: 'When suits you?', dtDialogEnabled: true, manualBooking: false },
    ]);
  });

  it('refuses an empty Last Message plainly and sends nothing', async () => {
    const { world } = renderOptions();
    const options = await openOptions();
    await userEvent.click(within(options).getByRole('button', { name: 'Send Date Time Dialogue' }));
    const dialogue = await screen.findByRole('dialog', { name: 'Send Date Time Dialogue' });
    await userEvent.click(within(dialogue).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Write the Last Message to send with the date time dialogue.'),
    ).toBeInstanceOf(Element);
    expect(screen.queryByTestId('outbound-preview-text')).toBeNull();
    expect(world.leadFlags.dtDialogPayloads).toEqual([]);
  });

  it("disables the date-time dialogue ('Date Time Dialogue Disabled')", async () => {
    renderOptions();
    const options = await openOptions();
    await userEvent.click(within(options).getByRole('button', { name: 'Send Date Time Dialogue' }));
    const dialogue = await screen.findByRole('dialog', { name: 'Send Date Time Dialogue' });
    await userEvent.click(within(dialogue).getByRole('switch', { name: 'Enable/Disable Log Mode' }));
    await userEvent.click(within(dialogue).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Date Time Dialogue Disabled')).toBeInstanceOf(Element);
  });

  it('shows the first server error of a refused DT enable in a Yes/No confirm; Yes forces it', async () => {
    const { world, onLeadChange } = renderOptions();
    world.leadFlags.failNext('dtDialog', serverRejection(400, 'Appointment already booked for this lead'));
    await enableDt('Tuesday at 10?');
    const confirm = await screen.findByRole('dialog', { name: 'DT Enable' });
    expect(within(confirm).getByText('Appointment already booked for this lead')).toBeInstanceOf(Element);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Date Time Dialogue Sent')).toBeInstanceOf(Element);
    expect(world.leadFlags.dtDialogPayloads.map((p) => p.isForced)).toEqual([undefined, true]);
    const reopened = screen.queryByRole('dialog', { name: 'Options' }) ?? (await openOptions());
    expect((within(reopened).getByRole('switch', { name: 'DT Enable' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(onLeadChange).toHaveBeenCalledWith(expect.objectContaining({ dtDialogEnabled: true }));
  });

  it('leaves DT off when the forced retry is declined', async () => {
    const { world } = renderOptions();
    world.leadFlags.failNext('dtDialog', serverRejection(400, 'Appointment already booked for this lead'));
    await enableDt('Tuesday at 10?');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'DT Enable' })).getByRole('button', { name: 'No' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'DT Enable' })).toBeNull());
    expect(world.leadFlags.dtDialogPayloads).toHaveLength(1);
    const reopened = screen.queryByRole('dialog', { name: 'Options' }) ?? (await openOptions());
    expect((within(reopened).getByRole('switch', { name: 'DT Enable' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('can be opened by another control (controlled use)', async () => {
    const world = createFakeWorld({ leads: [lead] });
    const onClose = vi.fn();
    renderWithProviders(
      <OptionsPopover
        lead={lead}
        session={sampleUserSession()}
        opened
        onClose={onClose}
        trigger={() => <button type="button">Edit log mode</button>}
      />,
      { services: world.services },
    );
    // The dropdown is named by the control it hangs from.
    const options = await screen.findByRole('dialog', { name: 'Edit log mode' });
    expect(within(options).getByRole('button', { name: 'GM Handoff' })).toBeInstanceOf(Element);
    await userEvent.click(document.body);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
