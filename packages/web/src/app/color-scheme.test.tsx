/* eslint-disable no-restricted-properties -- the test reads what Mantine's colour scheme manager (MantineRoot) keeps in the browser. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { controlMatchMedia } from '../test/media-query';
import { createFakeWorld } from '../test/fakes';
import { renderApp } from '../test/render';
import { COLOR_SCHEME_KEY } from './MantineRoot';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';
let media: ReturnType<typeof controlMatchMedia>;
const shown = () => document.documentElement.getAttribute('data-mantine-color-scheme');

beforeEach(() => {
  window.localStorage.removeItem(COLOR_SCHEME_KEY);
  media = controlMatchMedia({ [SYSTEM_DARK]: true });
});
afterEach(() => {
  media.restore();
  window.localStorage.removeItem(COLOR_SCHEME_KEY);
});

describe('colour scheme (issue 14)', () => {
  it('follows the system until the user picks one, then keeps the pick', async () => {
    renderApp(createFakeWorld().services, '/leadmanager');
    await screen.findByRole('button', { name: 'Switch to light mode' }, { timeout: 20_000 });
    await waitFor(() => expect(shown()).toBe('dark'));
    media.set(SYSTEM_DARK, false);
    await waitFor(() => expect(shown()).toBe('light'));
    media.set(SYSTEM_DARK, true);
    await waitFor(() => expect(shown()).toBe('dark'));
    // Nothing stored while following the system.
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    await waitFor(() => expect(shown()).toBe('light'));
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
    media.set(SYSTEM_DARK, false);
    media.set(SYSTEM_DARK, true);
    expect(shown()).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInstanceOf(HTMLElement);
  });

  it('a pick made on an earlier visit wins over the system', async () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    renderApp(createFakeWorld().services, '/leadmanager');
    await screen.findByRole('button', { name: 'Switch to dark mode' }, { timeout: 20_000 });
    expect(shown()).toBe('light');
  });
});
