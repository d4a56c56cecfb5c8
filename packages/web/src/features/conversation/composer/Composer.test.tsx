import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead, MessageInstance } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { Composer } from './Composer';

function renderComposer(lead: Lead = sampleLead(), options: { withAssistant?: boolean } = {}) {
  const world = createFakeWorld({ leads: [lead], ...options });
  const onSent = vi.fn<(message: MessageInstance) => void>();
  renderWithProviders(<Composer lead={lead} session={sampleUserSession()} onSent={onSent} />, {
    services: world.services,
  });
  return { world, onSent };
}

/** The Service assistant arrives asynchronously; wait until the composer has asked for it. */
async function assistantAsked(world: ReturnType<typeof createFakeWorld>) {
  await waitFor(() => expect(world.assistants.queries).toHaveLength(1));
  await Promise.resolve();
}

describe('Composer', () => {
  it("refuses an empty SMS with 'Please Enter Message' and sends nothing", async () => {
    const { world, onSent } = renderComposer();
    await assistantAsked(world);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please Enter Message')).toBeInstanceOf(Element);
    expect(world.conversations.sendRequests).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("sends a typed SMS, says 'Successfully Sent' and clears the text", async () => {
    const { world, onSent } = renderComposer();
    await assistantAsked(world);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'See you Tuesday at 9');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully Sent')).toBeInstanceOf(Element);
    expect(world.conversations.sendRequests).toHaveLength(1);
    const sent = world.conversations.sendRequests[0];
    expect(sent?.content).toBe('See you Tuesday at 9');
    expect(sent?.messageType).toBe('SMS');
    expect(sent?.to).toBe('+15551234567');
    expect((textarea as HTMLTextAreaElement).value).toBe('');
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    const { world } = renderComposer();
    await assistantAsked(world);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect((textarea as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(world.conversations.sendRequests).toHaveLength(0);
    await userEvent.type(textarea, '{Enter}');
    await waitFor(() => expect(world.conversations.sendRequests).toHaveLength(1));
  });

  it("asks for a subject before sending an e-mail ('Please Enter Subject')", async () => {
    const { world } = renderComposer();
    await assistantAsked(world);
    await userEvent.click(screen.getByText('E-mail'));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Your car is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please Enter Subject')).toBeInstanceOf(Element);
    expect(world.conversations.sendRequests).toHaveLength(0);

    await userEvent.type(subject, 'Pick-up');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(world.conversations.sendRequests).toHaveLength(1));
    expect(world.conversations.sendRequests[0]?.messageType).toBe('EMAIL');
    expect(world.conversations.sendRequests[0]?.subject).toBe('Pick-up');
    expect(world.assistants.queries[0]?.divisionId).toBe('DIV004');
  });

  it("says 'This Division has no Assistant' when the store has none", async () => {
    const { world } = renderComposer(sampleLead(), { withAssistant: false });
    await assistantAsked(world);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This Division has no Assistant')).toBeInstanceOf(Element);
    expect(world.conversations.sendRequests).toHaveLength(0);
  });

  it('tells staff when the customer has opted out of texts, and does not send the SMS', async () => {
    const lead = sampleLead({ customerMarks: [{ intentType: 'SMS_OPT_OUT', value: null }] });
    const { world } = renderComposer(lead);
    expect(screen.getByText('This customer has opted out of text messages.')).toBeInstanceOf(Element);
    await assistantAsked(world);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This customer has opted out of text messages.')).toHaveLength(2);
    expect(world.conversations.sendRequests).toHaveLength(0);
  });

  it('refuses to text a customer who opts out while the conversation is open, and sends nothing', async () => {
    const lead = sampleLead();
    const optedOut = {
      ...lead,
      futureServiceInteractionMarks: [{ intentType: 'SMS_OPT_OUT', value: 'STOP' }],
    };
    const world = createFakeWorld({ leads: [lead] });
    /** The conversation's lead as the inbox hands it down: the STOP arrives while it is open. */
    function OpenConversation() {
      const [current, setCurrent] = useState(lead);
      return (
        <>
          <button type="button" onClick={() => setCurrent(optedOut)}>
            Customer texts STOP
          </button>
          <Composer lead={current} session={sampleUserSession()} onSent={() => undefined} />
        </>
      );
    }
    renderWithProviders(<OpenConversation />, { services: world.services });
    await assistantAsked(world);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Your loaner is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Customer texts STOP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This customer has opted out of text messages.')).toHaveLength(2);
    expect(world.conversations.sendRequests).toHaveLength(0);
  });

  it("refuses a calendar invite with 'This Division has no Assistant'", async () => {
    const { world } = renderComposer();
    await assistantAsked(world);
    await userEvent.click(screen.getByText('Calendar'));
    expect(screen.getByRole('combobox', { name: 'Appointment' })).toBeInstanceOf(Element);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Tomorrow at 9');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This Division has no Assistant')).toBeInstanceOf(Element);
    expect(world.conversations.sendRequests).toHaveLength(0);
  });

  it('fills the message from a chosen template', async () => {
    const lead = sampleLead();
    const world = createFakeWorld({ leads: [lead] });
    await world.customTemplates.save({
      title: 'Service due',
      body: 'Hi ${lead.contact.firstName},<br>your service is due.',
      serviceType: lead.plannedServiceType,
      enterpriseId: 5,
    });
    renderWithProviders(<Composer lead={lead} session={sampleUserSession()} onSent={vi.fn()} />, {
      services: world.services,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Templates' }));
    const picker = await screen.findByRole('dialog', { name: 'Templates' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'Use template Service due' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
        `Hi ${lead.customerMaster.firstName},\nyour service is due.`,
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Templates' })).toBeNull();
  });

  describe('the length of a message (issue 28)', () => {
    it('holds an SMS to 1600 characters and an e-mail to 5000, and counts near the limit', async () => {
      const { world } = renderComposer();
      await assistantAsked(world);
      const textarea = screen.getByRole('textbox', { name: 'Message' });
      expect(textarea.getAttribute('maxlength')).toBe('1600');
      expect(screen.queryByText(/characters$/)).toBeNull();
      fireEvent.change(textarea, { target: { value: 'a'.repeat(1300) } });
      expect(screen.getByText('1,300 of 1,600 characters')).toBeInstanceOf(Element);
      await userEvent.click(screen.getByText('E-mail'));
      expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('maxlength')).toBe('5000');
      expect(screen.queryByText(/characters$/)).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Subject' }).getAttribute('maxlength')).toBe('500');
    });

    it("refuses a text over 1600 characters (say, from a long template) with the limit's message", async () => {
      const { world } = renderComposer();
      await assistantAsked(world);
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
        target: { value: 'a'.repeat(1601) },
      });
      expect(screen.getByText('1,601 of 1,600 characters')).toBeInstanceOf(Element);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('A text message is at most 1600 characters.')).toBeInstanceOf(Element);
      expect(world.conversations.sendRequests).toHaveLength(0);
    });
  });
});
