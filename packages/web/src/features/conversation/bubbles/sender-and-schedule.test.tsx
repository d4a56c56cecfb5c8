import { screen } from '@testing-library/react';
import type { MessageInstance } from '@torque/domain';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { MessageList } from '../MessageList';

// Issue 14, second list 3 and 4: who sent each message; held texts say when they go.
function renderList(messages: readonly MessageInstance[]) {
  const lead = sampleLead();
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

describe('texts held for quiet hours', () => {
  const held = sampleMessageInstance({
    id: 4,
    messageStatus: 'queued',
    scheduledFor: '2026-11-25T14:00:00.000Z',
    content: 'Your car is ready.',
  });

  it("shows 'Scheduled for <time>' in the viewer's zone instead of a tick", () => {
    renderList([held]);
    expect(screen.getByRole('status', { name: 'Scheduled for Nov 25, 8:00 AM' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('img', { name: 'Sent' })).toBeNull();
  });

  it('shows the normal tick once the carrier reports it sent', () => {
    renderList([{ ...held, messageStatus: 'sent' }]);
    expect(screen.queryByRole('status', { name: /^Scheduled for/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInstanceOf(Element);
  });
});
