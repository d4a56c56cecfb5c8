import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { controlMatchMedia } from '../../test/media-query';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

const DESKTOP = '(min-width: 62em)';
let media: ReturnType<typeof controlMatchMedia> | null = null;
afterEach(() => media?.restore());

const navigation = () => document.getElementById('staff-navigation');

describe('the navigation sidebar (issue 14: room for three chat boxes)', () => {
  it('collapses at desktop width, and the choice survives a reload', async () => {
    media = controlMatchMedia({ [DESKTOP]: true });
    const world = createFakeWorld();
    const first = renderApp(world.services, '/leadmanager');
    // The first render loads the lead manager's chunk, slow on a busy machine.
    const hide = await screen.findByRole('button', { name: 'Hide navigation' }, { timeout: 20_000 });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(navigation()?.hasAttribute('inert')).toBe(false);

    await userEvent.click(hide);
    const show = screen.getByRole('button', { name: 'Show navigation' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    // Off screen, so out of the keyboard's way too.
    expect(navigation()?.hasAttribute('inert')).toBe(true);
    expect(world.shellPreferences.collapsed).toBe(true);

    first.unmount();
    renderApp(world.services, '/leadmanager');
    expect(
      (await screen.findByRole('button', { name: 'Show navigation' })).getAttribute('aria-expanded'),
    ).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(world.shellPreferences.collapsed).toBe(false);
    expect(navigation()?.hasAttribute('inert')).toBe(false);
  }, 60_000);

  it('at phone width the burger decides, whatever was chosen at desktop width', async () => {
    media = controlMatchMedia({ [DESKTOP]: false });
    const world = createFakeWorld();
    world.shellPreferences.collapsed = true;
    renderApp(world.services, '/leadmanager');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    expect(navigation()?.hasAttribute('inert')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(navigation()?.hasAttribute('inert')).toBe(true);
  });
});
