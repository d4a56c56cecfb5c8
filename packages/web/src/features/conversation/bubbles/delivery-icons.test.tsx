import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { sampleMessageInstance } from '@torque/domain/testing';
import { DeliveryStatus } from './DeliveryStatus';
import { OutgoingStatus } from './OutgoingStatus';

/**
 * What is drawn, not only what it is called (issue 33): the spec 1 §4 delivery table, status by
 * status, read from the icon itself (Tabler draws `tabler-icon-<name>`) and its colour, and the other
 * icons absent. A label that stays right while the drawing is swapped is the bug this catches.
 */
const ICONS = ['check', 'checks', 'x', 'ban', 'question-mark'] as const;
const GREEN = 'var(--mantine-color-green-7)';
const GREY = 'var(--mantine-color-gray-5)';
const RED = 'var(--mantine-color-red-7)';

function drawn(messageStatus: string | null, options: { errors?: string | null; archived?: boolean } = {}) {
  const { container } = renderWithProviders(
    <DeliveryStatus
      messageStatus={messageStatus}
      errors={options.errors ?? null}
      archived={options.archived ?? false}
    />,
  );
  const mark = container.querySelector('[role="img"]')!;
  const icons = ICONS.filter((name) => mark.querySelector(`svg.tabler-icon-${name}`) !== null);
  const svg = mark.querySelector('svg.tabler-icon')!;
  return { label: mark.getAttribute('aria-label'), icons, stroke: svg.getAttribute('stroke'), mark };
}

describe('delivery icons as drawn (spec 1 §4)', () => {
  it.each(['delivered', 'RECEIVED', 'receiving'])(
    '%s: a double green check, and no single check',
    (status) => {
      expect(drawn(status)).toMatchObject({ label: 'Delivered', icons: ['checks'], stroke: GREEN });
    },
  );

  it.each(['sent', 'sending', 'accepted', 'queued'])(
    '%s: a single green check, never the double',
    (status) => {
      expect(drawn(status)).toMatchObject({ label: 'Sent', icons: ['check'], stroke: GREEN });
    },
  );

  it.each(['failed', 'undelivered'])('%s: a red cross with the error text, or Unknown error', (status) => {
    expect(drawn(status, { errors: 'Carrier rejected' })).toMatchObject({
      label: 'Failed: Carrier rejected',
      icons: ['x'],
      stroke: RED,
    });
    expect(drawn(status).label).toBe('Failed: Unknown error');
  });

  it('RESTRICTED: a ban icon on a red background, no tick', () => {
    const { icons, mark } = drawn('RESTRICTED');
    expect(icons).toEqual(['ban']);
    const background = mark.querySelector('.mantine-ThemeIcon-root')!;
    expect(background.getAttribute('data-variant')).toBe('filled');
    expect((background as HTMLElement).style.getPropertyValue('--ti-bg')).toBe(
      'var(--mantine-color-red-filled)',
    );
  });

  it('anything else: a question icon titled with the error text, or Unknown status', () => {
    expect(drawn('weird')).toMatchObject({ label: 'Unknown status', icons: ['question-mark'] });
    expect(drawn('weird').mark.getAttribute('title')).toBe('Unknown status');
    expect(drawn(null, { errors: 'No route' }).mark.getAttribute('title')).toBe('No route');
  });

  it('archived messages are grey, others green', () => {
    expect(drawn('delivered', { archived: true }).stroke).toBe(GREY);
    expect(drawn('sent', { archived: true }).stroke).toBe(GREY);
    expect(drawn('delivered', { archived: false }).stroke).toBe(GREEN);
  });
});

describe('a text held for quiet hours as drawn (issues 14 and 29)', () => {
  it('draws the clock and no tick while it waits; the tick once it is sent', () => {
    const held = sampleMessageInstance({
      messageStatus: 'queued',
      scheduledFor: '2026-11-25T16:00:00.000Z',
    });
    const { container, unmount } = renderWithProviders(
      <OutgoingStatus message={held} timeZone="America/Los_Angeles" />,
    );
    expect(container.querySelector('svg.tabler-icon-clock')).not.toBeNull();
    expect(container.querySelector('svg.tabler-icon-check, svg.tabler-icon-checks')).toBeNull();
    expect(container.querySelector('[role="img"][aria-label="Sent"]')).toBeNull();
    unmount();

    const sent = renderWithProviders(
      <OutgoingStatus message={{ ...held, messageStatus: 'sent' }} timeZone="America/Los_Angeles" />,
    );
    expect(sent.container.querySelector('svg.tabler-icon-clock')).toBeNull();
    expect(sent.container.querySelector('svg.tabler-icon-check')).not.toBeNull();
  });
});
