import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageInstance } from '@torque/domain';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { MessageMenu } from './MessageMenu';

const customerText = sampleMessageInstance({
  id: 5,
  direction: 'RECEIVED',
  notificationType: 'MESSAGE_FROM_CUSTOMER',
  content: '<p>Can I come Tuesday?</p>',
});

function renderMenu(message: MessageInstance = customerText) {
  const lead = sampleLead();
  const world = createFakeWorld({ leads: [lead], messages: [message] });
  const onChanged = vi.fn<() => void>();
  renderWithProviders(
    <MessageMenu
      lead={lead}
      session={sampleUserSession({ roles: ['SUPER_USER'] })}
      message={message}
      onChanged={onChanged}
    />,
    { services: world.services },
  );
  return { world, onChanged, lead };
}

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Message options' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** The preview every texting control shows first (issue 14): the text, then Send. */
async function confirmPreview(text: string | RegExp) {
  const shown = await screen.findByTestId('outbound-preview-text');
  expect(shown.textContent).toMatch(text);
  const dialog = shown.closest('[role="dialog"]') as HTMLElement;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
}

describe('message option menu (spec 1 §2)', () => {
  it('offers the spec items in order', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Message options' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Archive',
      'Log mode',
      'Show Intents',
      'DT',
      'Action Intents',
      'Default Action Intents',
      'Set Response Time',
    ]);
  });

  it("archives after 'Are you sure want to archive this message?': 'Successfully Archived'", async () => {
    const { world, onChanged } = renderMenu();
    await choose('Archive');
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Are you sure want to archive this message?')).toBeInstanceOf(Element);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully Archived')).toBeInstanceOf(Element);
    expect(world.conversations.findMessage(5)?.archived).toBe(true);
    expect(onChanged).toHaveBeenCalled();
  });

  it('archives nothing when the user says no', async () => {
    const { world } = renderMenu();
    await choose('Archive');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(world.conversations.findMessage(5)?.archived).toBe(false);
  });

  it("enables log mode: 'Log mode enabled'", async () => {
    const { world, lead } = renderMenu();
    await choose('Log mode');
    expect(await screen.findByText('Log mode enabled')).toBeInstanceOf(Element);
    expect([...world.messageFlows.logModeLeads]).toEqual([lead.id]);
  });

  it('offers neither archive on an archived message nor log mode on our own message', async () => {
    renderMenu(sampleMessageInstance({ id: 5, archived: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Message options' }));
    await screen.findAllByRole('menuitem');
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Log mode' })).toBeNull();
  });

  it("says 'NO records available.' when a message has no intents", async () => {
    renderMenu();
    await choose('Show Intents');
    const modal = await screen.findByRole('dialog', { name: 'Show Intents' });
    expect((await within(modal).findAllByText('NO records available.')).length).toBe(3);
  });

  it('lists input strings with their intent, and the final and multi intent names', async () => {
    const lead = sampleLead();
    const world = createFakeWorld({ leads: [lead], messages: [customerText] });
    world.conversations.setIntentDetails(5, {
      intents: [
        { intentName: 'BOOK_APPOINTMENT', symLogs: { inputStrListBeforePreprocessor: ['come tuesday'] } },
      ],
      finalIntentNames: ['BOOK_APPOINTMENT'],
      multiIntentNames: ['BOOK_APPOINTMENT', 'DATE_TIME'],
    });
    renderWithProviders(
      <MessageMenu
        lead={lead}
        session={sampleUserSession()}
        message={customerText}
        onChanged={() => undefined}
      />,
      { services: world.services },
    );
    await choose('Show Intents');
    const modal = await screen.findByRole('dialog', { name: 'Show Intents' });
    const row = await within(modal).findByRole('row', { name: 'come tuesday BOOK_APPOINTMENT' });
    expect(row).toBeInstanceOf(Element);
    expect(within(modal).getByText('BOOK_APPOINTMENT, DATE_TIME')).toBeInstanceOf(Element);
  });

  it("shows the reply's classification code and lets staff correct it, counting the check (issue 17)", async () => {
    const lead = sampleLead();
    const world = createFakeWorld({ leads: [lead], messages: [customerText] });
    world.conversations.setIntentDetails(5, {
      intents: [{ intentName: 'DD', symLogs: { inputStrListBeforePreprocessor: ['my wife drives it'] } }],
      finalIntentNames: ['DD'],
      multiIntentNames: [],
      classification: {
        code: 'DD',
        runnersUp: [],
        decidedBy: 'model',
        correctedCode: null,
        correctedBy: null,
        correctedAt: null,
      },
      classifierCheck: { checked: 4, agreed: 3 },
    });
    renderWithProviders(
      <MessageMenu
        lead={lead}
        session={sampleUserSession()}
        message={customerText}
        onChanged={() => undefined}
      />,
      { services: world.services },
    );
    await choose('Show Intents');
    const modal = await screen.findByRole('dialog', { name: 'Show Intents' });
    expect(await within(modal).findByText(/DD · Different driver \(the classifier\)/)).toBeInstanceOf(
      Element,
    );
    expect(
      within(modal).getByText(
        'Staff agreed with the assistant on 3 of 4 replies (75%) over the last 30 days',
      ),
    ).toBeInstanceOf(Element);
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Correct the code' }));
    await userEvent.click(await screen.findByRole('option', { name: /^TU · Tag update/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save code' }));
    expect(await within(modal).findByText('Checked by You: TU')).toBeInstanceOf(Element);
    expect(
      within(modal).getByText(
        'Staff agreed with the assistant on 3 of 5 replies (60%) over the last 30 days',
      ),
    ).toBeInstanceOf(Element);
    expect(await screen.findByText('Classification saved')).toBeInstanceOf(Element);
    // Confirm agrees with the assistant's own code, whatever the picker shows.
    await userEvent.click(within(modal).getByRole('button', { name: /^Confirm DD/ }));
    expect(await within(modal).findByText('Checked by You: DD')).toBeInstanceOf(Element);
    expect(
      within(modal).getByText(
        'Staff agreed with the assistant on 4 of 5 replies (80%) over the last 30 days',
      ),
    ).toBeInstanceOf(Element);
  });

  it("refuses Action Intents without an intent ('Please select an intent'), then runs the chosen one", async () => {
    const { world, lead } = renderMenu();
    await choose('Action Intents');
    const modal = await screen.findByRole('dialog', { name: 'Action Intents' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await within(modal).findByText('Please select an intent')).toBeInstanceOf(Element);
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Intent' }));
    await userEvent.click(await within(modal).findByRole('option', { name: 'Customer Say Yes' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    // Nothing texts the customer before staff saw the reply and its recipient.
    await confirmPreview(/^Great! What day and time work best/);
    await waitFor(() =>
      expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual(['inbound-appointment:CUSTOMER_SAY_YES']),
    );
    expect(await screen.findByText(/^Sent to /)).toBeInstanceOf(Element);
  });

  it('runs a default action intent as its workflow track', async () => {
    const { world, lead } = renderMenu();
    await choose('Default Action Intents');
    const modal = await screen.findByRole('dialog', { name: 'Default Action Intents' });
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Intent' }));
    await userEvent.click(await within(modal).findByRole('option', { name: 'Follow Up Email' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(world.leadWorkflow.workflowsOf(lead.id)).toEqual(['track:FOLLOW_UP_EMAIL']));
  });

  it("sends the date-time dialogue from a message: 'Date Time Dialogue Sent'", async () => {
    const { world } = renderMenu();
    await choose('DT');
    const modal = await screen.findByRole('dialog', { name: 'DT' });
    expect(within(modal).getByRole('textbox', { name: 'Last Message' })).toHaveProperty(
      'value',
      'Can I come Tuesday?',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(world.leadFlags.dtDialogPayloads).toEqual([]);
    await confirmPreview('Can I come Tuesday?');
    expect(await screen.findByText('Date Time Dialogue Sent')).toBeInstanceOf(Element);
    expect(world.leadFlags.dtDialogPayloads[0]).toMatchObject({
      dtDialogEnabled: true,
      manualBooking: false,
    });
  });

  it("asks for a date and time ('Please Enter Response date and time'), then sets it", async () => {
    const { world } = renderMenu();
    await choose('Set Response Time');
    const modal = await screen.findByRole('dialog', { name: 'Set Response Time' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please Enter Response date and time')).toBeInstanceOf(Element);

    await userEvent.type(within(modal).getByLabelText('Response date'), '2025-03-14');
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Hour' }));
    await userEvent.click(await within(modal).findByRole('option', { name: '3' }));
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Minute' }));
    await userEvent.click(await within(modal).findByRole('option', { name: '05' }));
    await userEvent.click(within(modal).getByText('PM'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Message Response Successfully Updated')).toBeInstanceOf(Element);
    expect(world.conversations.responseTimes.get(5)).toBe('14-03-2025 15:05:00');
  });
});
