import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../test/fakes';
import { renderApp } from '../test/render';

describe('routes', () => {
  it('sends a signed-out visitor of any page to /login', async () => {
    const { router } = renderApp(createFakeWorld({ session: null }).services, '/leadmanager/101');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInstanceOf(Element);
  });

  it('sends / to the landing route of the signed-in role', async () => {
    const { router } = renderApp(createFakeWorld().services, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager'));
  });

  it("opens /layout as the shell at the role's start page", async () => {
    const admin = sampleUserSession({ roles: ['SUPER_ADMIN'], roleDtos: [{ name: 'SUPER_ADMIN' }] });
    const { router } = renderApp(createFakeWorld({ session: admin }).services, '/layout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/CompanyMasterList'));
  });

  it('redirects a signed-in user away from /login', async () => {
    const { router } = renderApp(createFakeWorld().services, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager'));
  });

  it('lands the super admin on the company master list with the company list showing (issue 20)', async () => {
    const admin = sampleUserSession({ roles: ['SUPER_ADMIN'], roleDtos: [{ name: 'SUPER_ADMIN' }] });
    const { router } = renderApp(createFakeWorld({ session: admin }).services, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/CompanyMasterList'));
    expect(await screen.findByRole('heading', { name: 'Company master list' })).toBeInstanceOf(Element);
    expect(await screen.findByRole('tab', { name: 'Company list', selected: true })).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInstanceOf(Element);
  });

  it('signs out: revokes the token, forgets the session and the lead cache, goes to /login', async () => {
    const world = createFakeWorld({ leads: [sampleLead()] });
    await world.leadCache.put('OIL_CHANGE', [sampleLead()]);
    const { router } = renderApp(world.services, '/leadmanager');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(world.auth.logouts).toBe(1);
    expect(world.sessionStore.load()).toBeNull();
    expect(await world.leadCache.read('OIL_CHANGE')).toHaveLength(0);
  });

  it('signs out: closes the real-time stream before the token is revoked (issue 13)', async () => {
    const world = createFakeWorld({ leads: [sampleLead()] });
    renderApp(world.services, '/leadmanager');
    await waitFor(() => expect(world.realtime.subscriberCount).toBe(1));
    const revoke = world.auth.logout.bind(world.auth);
    let streamsAtRevoke = -1;
    world.auth.logout = () => {
      streamsAtRevoke = world.realtime.subscriberCount;
      return revoke();
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(world.auth.logouts).toBe(1));
    expect(streamsAtRevoke).toBe(0);
  });
});
