import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../test/fakes';
import { renderApp } from '../test/render';

const DEEP_LINK =
  '/dashboard?servicepage=true&future_service_interaction_id=101&deeplinking=true&companyId=2&contactId=77';

describe('route choice wiring (spec 1 §2, through the domain chooseRoute)', () => {
  it('shows the lead form at the root of a lead-submission host', async () => {
    const world = createFakeWorld({ session: null, environment: { host: 'lead-submission.dealer.example' } });
    renderApp(world.services, '/');
    expect(await screen.findByRole('heading', { name: 'BOOK APPOINTMENT VIA TEXT' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it.each([
    ['/register', 'Create an account'],
    ['/404', 'Page not found'],
    ['/500', 'Something went wrong'],
    ['/mailconfirmation', 'E-mail confirmed'],
    ['/FeedbackClip', 'Thank you for your feedback'],
    ['/landing?landingpage=true&companyId=2&messageId=9', 'Your meeting'],
  ])('opens %s to a logged-out visitor', async (path, heading) => {
    renderApp(createFakeWorld({ session: null }).services, path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInstanceOf(Element);
  });

  it('says on /register that accounts come from the dealership administrator, with a way to sign in', async () => {
    const { router } = renderApp(createFakeWorld({ session: null }).services, '/register');
    expect(await screen.findByText(/created by your dealership's administrator/)).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('reads the landingpage=true variant, type defaulting to others', async () => {
    renderApp(createFakeWorld({ session: null }).services, '/landing?landingpage=true&companyId=2');
    const details = await screen.findByRole('definition');
    expect(details.textContent).toBe('others');
  });

  it('stores a deep link, sends the logged-out user to login, and back after signing in', async () => {
    const world = createFakeWorld({ session: null, leads: [sampleLead()] });
    const user = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });
    world.auth.addAccount('super_user@torque.demo', 'torque-demo', user);
    const { router } = renderApp(world.services, DEEP_LINK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(world.deepLinks.load()).toEqual({ deeplinking: 'true', companyId: '2', contactId: '77' });
    const typing = userEvent.setup();
    await typing.type(await screen.findByLabelText('E-mail'), 'super_user@torque.demo');
    await typing.type(screen.getByLabelText('Password'), 'torque-demo');
    await typing.click(screen.getByRole('button', { name: 'Sign in' }));
    // The deep link is the Deal room page of lead 101, at the link's own address.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Deal room' })).toBeInstanceOf(Element);
    expect((await screen.findByLabelText('Customer name')).textContent).toBe('Maria Lopez');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInstanceOf(Element);
    expect(world.deepLinks.returnPath).toBeNull();
  });

  it.each(ROLES)('lands %s on its landing route, with its areas in the navigation', async (role) => {
    const session = sampleUserSession({
      roles: [role],
      roleDtos: [{ name: role }],
      empLevel: 'ENTERPRISE',
      tenant: null,
    });
    const { router } = renderApp(createFakeWorld({ session }).services, '/');
    const expected =
      role === 'SUPER_ADMIN'
        ? '/CompanyMasterList'
        : role === 'ENTERPRISE_ADMIN'
          ? '/CompanyMasterList'
          : '/leadmanager';
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    if (role === 'ENTERPRISE_ADMIN')
      expect(router.state.location.search).toBe(`?enterprise=${session.enterprise.id}`);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Lead manager' })).toBeInstanceOf(Element);
  });

  it('tells a role that an area is not theirs, and offers only their areas', async () => {
    const session = sampleUserSession({ roles: ['SALES_REP'], roleDtos: [{ name: 'SALES_REP' }] });
    renderApp(createFakeWorld({ session }).services, '/settings');
    expect(await screen.findByText(/Your role does not include this area/)).toBeInstanceOf(Element);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Service planners' })).toBeInstanceOf(Element);
  });

  it('switches dark mode from the header', async () => {
    renderApp(createFakeWorld().services, '/planners');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInstanceOf(Element);
  });
});

describe('e-mail auto-response page (spec 1 §2)', () => {
  const link = (token: string) =>
    `/email/autoResponse?token=${token}&fromAddress=a%40x.example&toAddress=b%40y.example&subject=Re&message=Yes&key=k1`;

  it('thanks the customer after one GET', async () => {
    const world = createFakeWorld({ session: null });
    world.emailAutoResponse.issue('good');
    renderApp(world.services, link('good'));
    expect(await screen.findByText('Thanks for your response!')).toBeInstanceOf(Element);
    expect(world.emailAutoResponse.responses).toEqual([
      { token: 'good', from: 'a@x.example', to: 'b@y.example', subject: 'Re', message: 'Yes', key: 'k1' },
    ]);
  });

  it('says there is a problem when the call fails', async () => {
    const world = createFakeWorld({ session: null });
    world.emailAutoResponse.issue('good');
    world.emailAutoResponse.failNext();
    renderApp(world.services, link('good'));
    expect(await screen.findByText('There is some problem. Please try after some time.')).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('says the link is no longer valid when the server refuses it (forged or expired, issue 13)', async () => {
    renderApp(createFakeWorld({ session: null }).services, link('forged'));
    expect(await screen.findByText('This link is no longer valid')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('There is some problem. Please try after some time.')).toBeNull();
  });
});
