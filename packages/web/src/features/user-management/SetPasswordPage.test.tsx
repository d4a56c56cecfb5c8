import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

const LOADED = { timeout: 15_000 };

describe('/set-password', () => {
  it('sets an invited user’s password once, and says so when the link is used again', async () => {
    const world = createFakeWorld({ session: null });
    world.userAdmin.add({ userMasterId: 12, firstName: 'Nia', lastName: 'Shaw', guest: true });
    const view = renderApp(world.services, '/set-password?token=invited-12');
    await userEvent.type(await screen.findByLabelText('New password', {}, LOADED), 'a long enough password');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'a long enough passwor');
    expect(screen.getByText('The two passwords differ.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Set password' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'd');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Password set' })).toBeInstanceOf(Element);
    expect(world.userAdmin.passwordOf(12)).toBe('a long enough password');
    view.unmount();

    renderApp(world.services, '/set-password?token=invited-12');
    await userEvent.type(await screen.findByLabelText('New password', {}, LOADED), 'another long password');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'another long password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This link has expired or was already used.')).toBeInstanceOf(Element);
  });
});
