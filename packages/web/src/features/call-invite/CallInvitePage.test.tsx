import { screen } from '@testing-library/react';
import { serverRejection } from '@torque/domain/testing';
import { leadId, sampleAssistant, sampleLead, sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

const TOKEN = 'k3Y-invitation-token';
const LINK = `/service/landing?futureServiceInteractionId=101&userMasterId=42&token=${TOKEN}`;
const at = (minute: number) => new Date(Date.UTC(2025, 2, 14, 14, minute)).toISOString();

/** One message of every kind spec 1 §2 lists; only the customer-facing ones may show (issue 13). */
const conversation = [
  sampleMessageInstance({ id: 1, content: 'Your 5K service is due.', createdOn: at(1) }),
  sampleMessageInstance({
    id: 2,
    messageType: 'EMAIL',
    subject: 'Service reminder',
    content: 'See you soon',
    createdOn: at(2),
  }),
  sampleMessageInstance({
    id: 3,
    messageType: 'INTERNAL',
    notificationType: 'INTERNAL_NOTIFICATION',
    content: 'Advisor notified',
    createdOn: at(3),
  }),
  sampleMessageInstance({
    id: 4,
    notificationType: 'DEALROOM_MESSAGE_RESPONSE',
    content: 'Customer opened the deal room',
    createdOn: at(4),
  }),
  sampleMessageInstance({
    id: 5,
    messageType: 'INTERNAL',
    notificationType: 'CALL',
    fromName: 'Ava Stone',
    toName: 'Maria Lopez',
    content: '',
    mediaUrls: ['https://calls.example/5.mp3'],
    createdOn: at(5),
  }),
  sampleMessageInstance({
    id: 6,
    messageType: 'INTERNAL',
    notificationType: 'SCHEDULE_INTERNAL_TASK',
    subject: 'Call back about brakes',
    fromName: 'Ava Stone',
    toName: 'Maria Lopez',
    createdOn: at(6),
  }),
  sampleMessageInstance({
    id: 7,
    messageType: 'CALENDAR_INVITE',
    notificationType: 'SCHEDULE_APPOINTMENT',
    subject: 'Oil change',
    fromName: 'Ava Stone',
    toName: 'Maria Lopez',
    createdOn: at(7),
  }),
  sampleMessageInstance({
    id: 8,
    messageType: 'INTERNAL_NOTES',
    notificationType: 'INTERNAL_NOTES',
    content: 'Staff only',
    createdOn: at(8),
  }),
].map((message) => ({ ...message, jaguarFutureServiceInteractionId: 101 }));

function invitedWorld() {
  const lead = sampleLead({ id: leadId(101) });
  const world = createFakeWorld({ session: null, leads: [lead], messages: conversation });
  world.assistants.set({ bocId: lead.bocMaster.id, storeId: lead.storeMaster.id, divisionId: 'DIV004' }, [
    sampleAssistant({ agentFirstName: 'Ava', agentLastName: 'Stone' }),
  ]);
  world.dealRoom.invite({ leadId: leadId(101), userMasterId: 42, token: TOKEN });
  return world;
}

describe('customer call invite page (/service/landing)', () => {
  it('shows the customer, the assistant and the customer-facing messages read-only, oldest first', async () => {
    renderApp(invitedWorld().services, LINK);
    const log = await screen.findByRole('log', { name: 'Conversation' });
    const cards = [...log.querySelectorAll('[role="article"]')].map((card) =>
      card.getAttribute('aria-label'),
    );
    expect(cards).toEqual([
      expect.stringMatching(/^Text message from/),
      'E-mail from Torque: Service reminder',
      'Deal room response',
      'Appointment: Oil change',
    ]);
    // Internal notes, notifications, calls and internal tasks stay with staff (issue 13 finding 1).
    for (const staffOnly of ['Staff only', 'Advisor notified', 'Call back about brakes'])
      expect(screen.queryByText(staffOnly)).toBeNull();
    expect(screen.queryByLabelText('Call recording')).toBeNull();
    expect(screen.getByText('Ava Stone', { selector: 'p' })).toBeInstanceOf(Element);
    expect(screen.getAllByText(/^\+1 \(/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it.each([
    [
      'made for someone else',
      `/service/landing?futureServiceInteractionId=101&userMasterId=7&token=${TOKEN}`,
    ],
    ['with another token', '/service/landing?futureServiceInteractionId=101&userMasterId=42&token=other'],
    ['old-style, without a token', '/service/landing?futureServiceInteractionId=101&userMasterId=42'],
  ])('says "This link is no longer valid" for a link %s', async (_, link) => {
    renderApp(invitedWorld().services, link);
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('log', { name: 'Conversation' })).toBeNull();
  });

  it('only logs a failed history (spec 1 §8) and still shows the lead', async () => {
    const world = invitedWorld();
    world.dealRoom.failNext('history', serverRejection(500, 'boom'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(world.services, LINK);
    expect(await screen.findByText('No messages yet.')).toBeInstanceOf(Element);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
