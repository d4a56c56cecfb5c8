import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { notice } from '@torque/domain';
import { describe, expect, it, vi } from 'vitest';
import { ModalsHost, NotificationsHost } from './overlay-hosts';
import { showNotice } from '../ui/notices';
import { holdModalRequests } from './overlays';

describe('notifications and modals loaded at first use', () => {
  it('opens a modal asked for while its host was loading, once the host listens', async () => {
    const first = vi.fn();
    const requests = holdModalRequests(first);
    modals.openConfirmModal({
      title: 'Archive this message?',
      labels: { confirm: 'Archive', cancel: 'Cancel' },
    });
    modals.openConfirmModal({ title: 'Second question', labels: { confirm: 'Yes', cancel: 'No' } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    render(
      <MantineProvider env="test">
        <ModalsHost onListening={requests.release} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Second question' })).toBeInstanceOf(HTMLElement);
    modals.closeAll();
  });

  it('shows notices given before its host mounted, top-right, four at a time as configured', async () => {
    for (const n of [1, 2, 3, 4, 5]) notifications.show({ message: `Notice ${n}` });
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    const notice = await screen.findByText('Notice 1');
    expect(notice.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');
    expect(screen.getAllByText(/^Notice \d$/).map((shown) => shown.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
      'Notice 4',
    ]);
  });

  it("names a notice's close button for a screen reader", async () => {
    showNotice(notice({ title: 'AI Message', message: 'Saved', tone: 'success' }));
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    const shown = await screen.findByText('Saved');
    const close = screen.getByRole('button', { name: 'Close notice' });
    expect(close.closest('[role="alert"], .mantine-Notification-root')).toBe(
      shown.closest('[role="alert"], .mantine-Notification-root'),
    );
  });
});
