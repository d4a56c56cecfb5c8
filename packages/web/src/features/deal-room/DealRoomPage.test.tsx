import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

const SUPER_USER = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });
const lead = sampleLead({ customerMaster: { ...sampleLead().customerMaster, cellular: '5551234567' } });
const link = (id: number | string, screenValue = '/leadmanager') =>
  `/dashboard?servicepage=true&future_service_interaction_id=${id}&screen=${encodeURIComponent(screenValue)}`;

function world() {
  return createFakeWorld({
    session: SUPER_USER,
    leads: [lead],
    messages: [
      sampleMessageInstance({ id: 1, content: 'Is my car ready?', direction: 'RECEIVED' }),
      sampleMessageInstance({ id: 2, content: 'Yes, ready at 4 pm.', direction: 'SEND' }),
    ],
  });
}

describe('Deal room page (spec 1 §2, servicepage links for a signed-in user)', () => {
  it("shows the customer's name, the phone with +1, and the conversation oldest first", async () => {
    renderApp(world().services, link(lead.id));
    expect(await screen.findByRole('heading', { name: 'Deal room' })).toBeInstanceOf(Element);
    expect((await screen.findByLabelText('Customer name')).textContent).toBe('Maria Lopez');
    expect(screen.getByLabelText('Customer phone').textContent).toBe('+1 (555)-123-4567');
    const first = await screen.findByText('Is my car ready?');
    const second = screen.getByText('Yes, ready at 4 pm.');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInstanceOf(Element);
  });

  it("leads on to the link's target with the lead open", async () => {
    renderApp(world().services, link(lead.id));
    const onward = await screen.findByRole('link', { name: 'Open in lead manager' });
    expect(onward.getAttribute('href')).toBe(`/leadmanager/${lead.id}`);
  });

  it('Logout clears the session and local storage and goes to login', async () => {
    const fake = world();
    const { router } = renderApp(fake.services, link(lead.id));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.auth.logouts).toBe(1);
    expect(fake.sessionStore.load()).toBeNull();
    // Leaving on purpose: the Deal room is not where the next sign-in returns to.
    expect(fake.deepLinks.returnPath).toBeNull();
  });

  it('says so when the link names no lead the user can open', async () => {
    renderApp(world().services, link(987654));
    expect(await screen.findByText('The conversation could not be opened')).toBeInstanceOf(Element);
  });
});

describe('Deal room page: the customer link (issue 13 finding 1)', () => {
  it('invites the customer, shows the link once, and revokes it', async () => {
    const fake = world();
    renderApp(fake.services, link(lead.id));
    await userEvent.click(await screen.findByRole('button', { name: 'Customer link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^No live link/);
    await userEvent.click(screen.getByRole('button', { name: 'Invite customer' }));
    const field = await screen.findByRole('textbox', { name: 'Link to send' });
    expect((field as HTMLInputElement).value).toMatch(
      new RegExp(`/service/landing\\?futureServiceInteractionId=${lead.id}&userMasterId=\\d+&token=.+$`),
    );
    expect(screen.getByRole('status').textContent).toMatch(/^A link is live until /);
    expect((await fake.dealRoomInvitations.current(lead.id)).ok).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^No live link/));
    expect(screen.queryByRole('textbox', { name: 'Link to send' })).toBeNull();
    expect(await fake.dealRoomInvitations.current(lead.id)).toEqual({ ok: true, value: null });
  });
});
