import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ServiceTabs } from './ServiceTabs';

/**
 * What each service tab draws (issue 33): spec 1 §9 reads unread counts for values of at least 1, so
 * a tab at 1 draws a badge reading 1 and a tab at 0 draws no badge and no "0", whatever its name says.
 */
const UNREAD: Readonly<Record<string, number>> = { all: 1, OIL_CHANGE: 0, CHECK_UP: 1 };

describe('the service tabs as drawn', () => {
  it('draws a badge of 1 on a tab with 1 unread, and nothing on a tab with 0', () => {
    renderWithProviders(
      <ServiceTabs
        tabs={['all', 'OIL_CHANGE', 'CHECK_UP']}
        value="all"
        unreadOf={(tab) => UNREAD[tab] ?? 0}
        onChange={() => undefined}
      />,
    );
    const fiveK = screen.getByRole('tab', { name: '5K' });
    expect(fiveK.textContent).toBe('5K');
    expect(within(fiveK).queryByText('0')).toBeNull();
    const all = screen.getByRole('tab', { name: 'All, 1 unread' });
    expect(within(all).getByText('1').closest('.mantine-Badge-root')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Check-up (90-day new), 1 unread' }).textContent).toBe(
      'Check-up (90-day new)1',
    );
  });
});
