import { screen, within } from '@testing-library/react';
import type { MessageInstance } from '@torque/domain';
import { sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessageBubble } from './MessageBubble';

const CHICAGO = 'America/Chicago';

function renderCard(overrides: Partial<MessageInstance>, storeTimeZone?: string) {
  const message = sampleMessageInstance({ content: '', ...overrides });
  renderWithProviders(
    <MessageBubble
      message={message}
      timeZone={CHICAGO}
      storeTimeZone={storeTimeZone}
      customerName="Maria Lopez"
    />,
  );
}

/** The value a card's description list shows for a label. */
function field(card: HTMLElement, label: string): string | null {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('phone call card', () => {
  it("shows sender, recipient, start time in the office zone, duration as 'Xhr Ymin Zsec' and the recording", () => {
    renderCard({
      notificationType: 'CALL',
      fromName: 'Dana Advisor',
      toName: 'Maria Lopez',
      startTime: '2025-03-14T15:30:00.000Z',
      callDuration: 3725,
      mediaUrls: ['-', '/recordings/call-1.mp3'],
    });
    const card = screen.getByRole('article', { name: 'Phone call' });
    expect(field(card, 'Sender')).toBe('Dana Advisor');
    expect(field(card, 'Recipient')).toBe('Maria Lopez');
    expect(field(card, 'Start time')).toBe('Mar 14, 10:30 AM');
    expect(field(card, 'Duration')).toBe('1hr 2min 5sec');
    const player = within(card).getByLabelText('Call recording');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('/recordings/call-1.mp3');
  });

  it('shows a voicemail without a recording player when there is none', () => {
    renderCard({ notificationType: 'VOICEMAIL_LEFT', mediaUrls: ['-'], url: null });
    const card = screen.getByRole('article', { name: 'Voicemail left' });
    expect(within(card).queryByLabelText('Call recording')).toBeNull();
  });
});

describe('calendar appointment card', () => {
  it('shows sender, created time, recipient, subject, host, guest and start time in the office zone', () => {
    renderCard({
      messageType: 'CALENDAR_INVITE',
      notificationType: 'SCHEDULE_APPOINTMENT',
      fromName: 'Ava Assist',
      toName: 'Maria Lopez',
      subject: '5K service',
      host: 'Dana Advisor',
      guest: 'Maria Lopez',
      createdOn: '2025-03-14T14:00:00.000Z',
      startTime: '2025-03-18T13:15:00.000Z',
    });
    const card = screen.getByRole('article', { name: 'Appointment: 5K service' });
    expect(field(card, 'Sender')).toBe('Ava Assist');
    expect(field(card, 'Created')).toBe('Mar 14, 9:00 AM');
    expect(field(card, 'Recipient')).toBe('Maria Lopez');
    expect(field(card, 'Subject')).toBe('5K service');
    expect(field(card, 'Host')).toBe('Dana Advisor');
    expect(field(card, 'Guest')).toBe('Maria Lopez');
    expect(field(card, 'Start time')).toBe('Mar 18, 8:15 AM');
  });

  it("shows the start time at the store's hour, labelled, when the store is in another zone than the viewer", () => {
    const appointment = {
      messageType: 'CALENDAR_INVITE',
      notificationType: 'SCHEDULE_APPOINTMENT',
      subject: 'Oil change',
      createdOn: '2025-03-14T14:00:00.000Z',
      startTime: '2025-03-18T12:30:00.000Z',
    } as const;
    renderCard(appointment, 'America/New_York');
    const card = screen.getByRole('article', { name: 'Appointment: Oil change' });
    expect(field(card, 'Start time')).toBe('Mar 18, 8:30 AM EDT');
    // Created stays in the viewer's zone: it is when staff booked, not when the customer comes.
    expect(field(card, 'Created')).toBe('Mar 14, 9:00 AM');
  });

  it('shows the start time unlabelled when the store shares the viewer’s zone', () => {
    renderCard(
      {
        messageType: 'CALENDAR_INVITE',
        notificationType: 'SCHEDULE_APPOINTMENT',
        subject: 'Tyres',
        startTime: '2025-03-18T13:15:00.000Z',
      },
      CHICAGO,
    );
    const card = screen.getByRole('article', { name: 'Appointment: Tyres' });
    expect(field(card, 'Start time')).toBe('Mar 18, 8:15 AM');
  });
});

describe('internal task card', () => {
  it('shows the task title, host, guest and time', () => {
    renderCard({
      messageType: 'INTERNAL',
      notificationType: 'SCHEDULE_INTERNAL_TASK',
      subject: 'Call back about the recall',
      host: 'Dana Advisor',
      guest: 'Sam Service',
      startTime: '2025-03-14T19:00:00.000Z',
    });
    const card = screen.getByRole('article', { name: 'Call back about the recall' });
    expect(field(card, 'Host')).toBe('Dana Advisor');
    expect(field(card, 'Guest')).toBe('Sam Service');
    expect(field(card, 'Time')).toBe('Mar 14, 2:00 PM');
  });
});

describe('internal note card', () => {
  it('is amber, and grey once archived', () => {
    renderCard({ id: 1, messageType: 'INTERNAL_NOTES', notificationType: 'INTERNAL_NOTES', content: 'Live' });
    renderCard({
      id: 2,
      messageType: 'INTERNAL_NOTES',
      notificationType: 'INTERNAL_NOTES',
      content: 'Old',
      archived: true,
    });
    const [live, old] = screen.getAllByRole('article', { name: /Internal note/ });
    expect(live?.querySelector('[data-archived]')).toBeNull();
    expect(old?.querySelector('[data-archived]')).toBeInstanceOf(Element);
    expect(within(old as HTMLElement).getByText('Archived')).toBeInstanceOf(Element);
  });
});

describe('message HTML', () => {
  it('renders <img src=x onerror=alert(1)> inert', () => {
    const alerts: unknown[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    try {
      // A text shows the markup as text and creates no image at all.
      renderCard({ id: 1, content: '<img src=x onerror=alert(1)>' });
      const text = screen.getByRole('article', { name: /Text message/ });
      expect(text.querySelector('img')).toBeNull();
      expect(text.textContent).toContain('<img src=x onerror=alert(1)>');
      // An e-mail's body is HTML: the image is there, inert.
      renderCard({ id: 2, messageType: 'EMAIL', subject: 'Hi', content: '<img src=x onerror=alert(1)>' });
      const bubble = screen.getByRole('article', { name: /E-mail/ });
      const image = bubble.querySelector('img');
      expect(image).toBeInstanceOf(HTMLImageElement);
      expect(image?.getAttribute('onerror')).toBeNull();
      image?.dispatchEvent(new Event('error'));
      expect(alerts).toEqual([]);
    } finally {
      window.alert = original;
    }
  });
});
