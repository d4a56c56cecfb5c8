import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

const SUPER_USER = sampleUserSession({
  roles: ['SUPER_USER'],
  roleDtos: [{ name: 'SUPER_USER' }],
  firstName: 'Sam',
  lastName: 'Super',
  email: 'super_user@torque.demo',
});

function signedOutWorld() {
  const world = createFakeWorld({ session: null });
  world.auth.addAccount('super_user@torque.demo', 'torque-demo', SUPER_USER);
  return world;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByLabelText('E-mail');
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the demo account hint when the server offers one', async () => {
    const world = signedOutWorld();
    world.auth.demo = { email: 'super_user@torque.demo', password: 'torque-demo' };
    renderApp(world.services, '/login');
    expect((await screen.findByText(/Demo:/)).textContent).toContain('super_user@torque.demo / torque-demo');
  });

  it('advertises no account when the server is not a demo installation', async () => {
    renderApp(signedOutWorld().services, '/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Demo:/)).toBeNull();
    expect(screen.queryByText(/torque-demo/)).toBeNull();
  });

  it('gives each empty field its own error and does not call the server', async () => {
    const world = signedOutWorld();
    const { router } = renderApp(world.services, '/login');
    await fillIn('', '');
    expect(await screen.findByText('E-mail is required')).toBeInstanceOf(Element);
    expect(screen.getByText('Password is required')).toBeInstanceOf(Element);
    expect(router.state.location.pathname).toBe('/login');
    expect(world.sessionStore.load()).toBeNull();
  });

  it("shows the server's message inside the card for a wrong password", async () => {
    const world = signedOutWorld();
    const { router } = renderApp(world.services, '/login');
    await fillIn('super_user@torque.demo', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid e-mail or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(world.sessionStore.load()).toBeNull();
  });

  it('stores the session and goes to the lead manager on success', async () => {
    const world = signedOutWorld();
    const { router } = renderApp(world.services, '/login');
    await fillIn('super_user@torque.demo', 'torque-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager'));
    expect(await screen.findByRole('heading', { name: 'Lead manager' })).toBeInstanceOf(Element);
    expect(world.sessionStore.load()?.authToken).toBe(SUPER_USER.authToken);
    expect(screen.getByText('Sam Super')).toBeInstanceOf(Element);
  });
});
