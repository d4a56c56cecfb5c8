import { screen, within } from '@testing-library/react';
import type { MessageInstance } from '@torque/domain';
import { sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessageBubble } from './MessageBubble';

const CHICAGO = 'America/Chicago';

function renderBubble(overrides: Partial<MessageInstance>, timeZone = CHICAGO) {
  const message = sampleMessageInstance({ fromName: 'Ava Assist', ...overrides });
  return renderWithProviders(
    <MessageBubble message={message} timeZone={timeZone} customerName="Maria Lopez" />,
  );
}

describe('SMS bubble', () => {
  it('shows an outgoing delivered text with a labelled double tick and the office-zone time', () => {
    renderBubble({
      messageStatus: 'delivered',
      createdOn: '2025-03-14T14:00:00.000Z',
      // A text is stored as plain text (the server converts what staff write; carriers send text).
      content: 'Your 5K service is due. Reply YES to book.',
    });
    const bubble = screen.getByRole('article', { name: /Text message from Ava Assist/ });
    expect(within(bubble).getByRole('img', { name: 'Delivered' })).toBeInstanceOf(Element);
    expect(within(bubble).getByText('Your 5K service is due. Reply YES to book.')).toBeInstanceOf(
      HTMLElement,
    );
    // 14:00 UTC is 9:00 AM in Chicago (CDT) that day.
    expect(within(bubble).getByText('Mar 14, 9:00 AM')).toBeInstanceOf(Element);
  });

  it('shows the time in the store zone, not the browser zone', () => {
    renderBubble({ createdOn: '2025-03-14T14:00:00.000Z' }, 'America/Los_Angeles');
    expect(screen.getByText('Mar 14, 7:00 AM')).toBeInstanceOf(Element);
  });

  it('shows a single tick for a message on its way', () => {
    renderBubble({ messageStatus: 'queued' });
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('img', { name: 'Delivered' })).toBeNull();
  });

  it("shows a failed text with the carrier's error", () => {
    renderBubble({ messageStatus: 'failed', errors: 'Carrier rejected the number' });
    expect(screen.getByRole('img', { name: 'Failed: Carrier rejected the number' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('says in words beside the cross why a text did not go, not only in its tooltip', () => {
    renderBubble({
      messageStatus: 'failed',
      errors: 'Unsubscribed recipient: the customer opted out of texts with their carrier',
    });
    const bubble = screen.getByRole('article', { name: /Text message from Ava Assist/ });
    expect(
      within(bubble).getByText('Unsubscribed recipient: the customer opted out of texts with their carrier'),
    ).toBeInstanceOf(HTMLElement);
  });

  it('shows no reason beside a text that went', () => {
    renderBubble({ messageStatus: 'delivered', errors: null });
    expect(screen.queryByTestId('not-sent-reason')).toBeNull();
  });

  it("says 'Unknown error' for a failure without error text", () => {
    renderBubble({ messageStatus: 'undelivered', errors: null });
    expect(screen.getByRole('img', { name: 'Failed: Unknown error' })).toBeInstanceOf(Element);
  });

  it('shows restricted and unknown statuses', () => {
    renderBubble({ id: 1, messageStatus: 'RESTRICTED' });
    expect(screen.getByRole('img', { name: 'Restricted' })).toBeInstanceOf(Element);
    renderBubble({ id: 2, messageStatus: 'weird' });
    expect(screen.getByRole('img', { name: 'Unknown status' })).toBeInstanceOf(Element);
  });

  it('shows an incoming text from the customer without delivery marks', () => {
    renderBubble({ direction: 'RECEIVED', fromName: null, notificationType: 'MESSAGE_FROM_CUSTOMER' });
    const bubble = screen.getByRole('article', { name: /Text message from Maria Lopez/ });
    expect(within(bubble).queryByRole('img')).toBeNull();
  });

  it("labels an archived message 'Archived'", () => {
    renderBubble({ archived: true });
    const bubble = screen.getByRole('article', { name: /Text message/ });
    expect(within(bubble).getByText('Archived')).toBeInstanceOf(Element);
  });
});

describe('other bubbles', () => {
  it('shows an e-mail with its subject and body', () => {
    renderBubble({
      messageType: 'EMAIL',
      subject: 'Your service appointment',
      content: '<p>See you on <b>Tuesday</b>.</p>',
    });
    const bubble = screen.getByRole('article', { name: 'E-mail from Ava Assist: Your service appointment' });
    expect(within(bubble).getByText('Your service appointment')).toBeInstanceOf(Element);
    expect(within(bubble).getByText('Tuesday').tagName).toBe('B');
  });

  it('shows an internal note with its sender', () => {
    renderBubble({
      messageType: 'INTERNAL_NOTES',
      notificationType: 'INTERNAL_NOTES',
      fromName: null,
      messageSentBy: 'Dana Advisor',
      content: '<p>Customer prefers mornings.</p>',
    });
    const note = screen.getByRole('article', { name: /Internal note from Dana Advisor/ });
    expect(within(note).getByText('Internal note')).toBeInstanceOf(Element);
    expect(within(note).getByText('Customer prefers mornings.')).toBeInstanceOf(Element);
  });

  it('shows a notification as a system card', () => {
    renderBubble({
      messageType: 'INTERNAL',
      notificationType: 'INTERNAL_NOTIFICATION',
      content: 'Appointment reminder sent.',
    });
    const card = screen.getByRole('article', { name: /^Notification/ });
    expect(within(card).getByText('Appointment reminder sent.')).toBeInstanceOf(Element);
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('shows a hand-off to the general manager as a hand-off card', () => {
    renderBubble({
      messageType: 'INTERNAL',
      notificationType: 'INTERNAL_NOTIFICATION_GM',
      content: 'Handed off to the general manager.',
    });
    const card = screen.getByRole('article', { name: /^GM hand-off/ });
    expect(within(card).getByText('Handed off to the general manager.')).toBeInstanceOf(Element);
  });
});

describe('message HTML', () => {
  it('never keeps event handlers or scripts', () => {
    const hits: string[] = [];
    (window as unknown as { __hit: (what: string) => void }).__hit = (what) => hits.push(what);
    // An e-mail: its body is HTML (a text message is plain text, see message-content.test.tsx).
    const { container } = renderBubble({
      messageType: 'EMAIL',
      content:
        '<p>Hello</p><img src=x onerror="__hit(\'img\')"><script>__hit("script")</script>' +
        '<a href="javascript:__hit(\'link\')" onclick="__hit(\'click\')">tap</a>',
    });
    expect(screen.getByText('Hello')).toBeInstanceOf(Element);
    expect(container.querySelector('img')).not.toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    screen.getByText('tap').click();
    expect(hits).toEqual([]);
  });
});
