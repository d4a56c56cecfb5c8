import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_USED } from '@torque/domain';
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

    // Issue 30: opened again, the used link says so and offers no form.
    renderApp(world.services, '/set-password?token=invited-12');
    expect(await screen.findByRole('heading', { name: 'This link has been used' }, LOADED)).toBeInstanceOf(
      Element,
    );
    expect(screen.getByText(LINK_USED)).toBeInstanceOf(Element);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
