import { screen } from '@testing-library/react';
import type { MessageInstance } from '@torque/domain';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { MessageList } from '../MessageList';

// Issue 14, second list 3 and 4: who sent each message; held texts say when they go.
function renderList(messages: readonly MessageInstance[], lead = sampleLead()) {
  const world = createFakeWorld({ leads: [lead], messages });
  return renderWithProviders(
    <MessageList
      messages={messages}
      timeZone="America/Chicago"
      customerName="Maria Lopez"
      lead={lead}
      session={sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] })}
    />,
    { services: world.services, route: '/leadmanager' },
  );
}

describe('message senders', () => {
  it("labels a staff reply with the staff member, the assistant's reply with the assistant, inbound with the customer", () => {
    renderList([
      sampleMessageInstance({
        id: 1,
        direction: 'RECEIVED',
        notificationType: 'MESSAGE_FROM_CUSTOMER',
        messageStatus: 'RECEIVED',
        fromName: null,
        messageSentBy: null,
        content: 'Grinding noise when I brake',
      }),
      sampleMessageInstance({
        id: 2,
        fromName: 'Ava Torque',
        messageSentBy: 'Ava Torque',
        sentByUserId: null,
        content: 'We can help with that.',
      }),
      sampleMessageInstance({
        id: 3,
        fromName: 'Ava Torque',
        messageSentBy: 'Sam Super',
        sentByUserId: 12,
        content: 'Bring it in at 9.',
      }),
    ]);
    expect(screen.getByRole('article', { name: /^Text message from Maria Lopez, / }).textContent).toContain(
      'Grinding noise',
    );
    expect(screen.getByRole('article', { name: /^Text message from Ava Torque, / }).textContent).toContain(
      'We can help',
    );
    expect(screen.getByRole('article', { name: /^Text message from Sam Super, / }).textContent).toContain(
      'Bring it in',
    );
  });
});

describe('texts held for quiet hours (issues 14 and 29)', () => {
  const held = sampleMessageInstance({
    id: 4,
    messageStatus: 'queued',
    scheduledFor: '2026-11-25T16:00:00.000Z',
    content: 'Your car is ready.',
  });
  /** The same lead, its customer texted on a Los Angeles number; the store and viewer are in Chicago. */
  const angeleno = (() => {
    const lead = sampleLead();
    return { ...lead, customerMaster: { ...lead.customerMaster, cellular: '+12135550100' } };
  })();

  it("says 'Held until <time> (customer's time)' on the customer's clock, never 'Sent'", () => {
    renderList([held], angeleno);
    // 16:00 UTC is 8:00 in Los Angeles and 10:00 in Chicago: the customer's 8:00 AM shows.
    expect(
      screen.getByRole('status', { name: "Held until 8:00 AM (customer's time)" }).textContent,
    ).toContain("Held until 8:00 AM (customer's time)");
    expect(screen.queryByRole('img', { name: 'Sent' })).toBeNull();
    expect(screen.queryByText(/10:00 AM/)).toBeNull();
  });

  it("uses the store's zone for a number whose area code tells none", () => {
    renderList([held]);
    expect(screen.getByRole('status', { name: "Held until 10:00 AM (customer's time)" })).toBeInstanceOf(
      Element,
    );
  });

  it('shows the normal tick once the carrier reports it sent', () => {
    renderList([{ ...held, messageStatus: 'sent' }], angeleno);
    expect(screen.queryByRole('status', { name: /^Held until/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInstanceOf(Element);
  });
});
