import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

// The page loads on demand: on a busy machine that takes longer than findBy's default second.
const LOADED = { timeout: 15_000 };
const as = (role: 'SUPER_ADMIN' | 'ENTERPRISE_ADMIN') =>
  sampleUserSession({ roles: [role], roleDtos: [{ name: role }], enterprise: { id: 1 } });

function world(role: 'SUPER_ADMIN' | 'ENTERPRISE_ADMIN') {
  const made = createFakeWorld({ session: as(role) });
  made.userAdmin.add({
    userMasterId: 7,
    firstName: 'Dave',
    lastName: 'Rep',
    roles: ['SALES_REP'],
    storeId: 2,
  });
  made.userAdmin.add({
    userMasterId: 8,
    firstName: 'Gus',
    lastName: 'Guest',
    roles: ['OFFICE_USER'],
    guest: true,
  });
  made.userAdmin.add({
    userMasterId: 9,
    firstName: 'Pat',
    lastName: 'Platform',
    roles: ['SUPER_DATA_ADMIN'],
  });
  return made;
}

describe('/user-management', () => {
  it('blocks a user after a confirmation that says what happens, and shows them Blocked', async () => {
    const made = world('SUPER_ADMIN');
    renderApp(made.services, '/user-management');
    const table = await screen.findByRole('table', { name: 'Users' }, LOADED);
    const row = within(table).getByText('Dave Rep').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Block Dave Rep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Dave Rep?' });
    expect(within(dialog).getByText('Their open sessions end now and they cannot sign in.')).toBeInstanceOf(
      Element,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(made.userAdmin.find(7)?.blocked).toBe(true);
    const blockedRow = (await screen.findByRole('button', { name: 'Unblock Dave Rep' }, LOADED)).closest(
      'tr',
    )!;
    expect(within(blockedRow).getByText('Blocked')).toBeInstanceOf(Element);
  });

  it('offers Delete for guests only, and hides what an enterprise admin may not do to a platform user', async () => {
    renderApp(world('ENTERPRISE_ADMIN').services, '/user-management');
    const table = await screen.findByRole('table', { name: 'Users' }, LOADED);
    expect(within(table).getByRole('button', { name: 'Delete Gus Guest' })).toBeInstanceOf(Element);
    expect(within(table).queryByRole('button', { name: 'Delete Dave Rep' })).toBeNull();
    const platform = within(table).getByText('Pat Platform').closest('tr')!;
    expect(within(platform).queryByRole('button')).toBeNull();
  });

  it('never offers Block or Delete on your own account, only Edit; another user of your role gets Block', async () => {
    const made = world('SUPER_ADMIN');
    // The signed-in super admin (userMasterId 42 in the sample session), listed as a guest, and a peer.
    made.userAdmin.add({
      userMasterId: 42,
      firstName: 'Sam',
      lastName: 'Self',
      roles: ['SUPER_ADMIN'],
      guest: true,
    });
    made.userAdmin.add({ userMasterId: 43, firstName: 'Pia', lastName: 'Peer', roles: ['SUPER_ADMIN'] });
    renderApp(made.services, '/user-management');
    const table = await screen.findByRole('table', { name: 'Users' }, LOADED);
    const own = within(table).getByText('Sam Self').closest('tr')!;
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit']);
    const peer = within(table).getByText('Pia Peer').closest('tr')!;
    expect(
      within(peer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Block']);
  });

  it('invites a user and shows the one-time set-password link', async () => {
    const made = world('SUPER_ADMIN');
    renderApp(made.services, '/user-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nia');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Shaw');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'nia@dealer.example');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Corporate user' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect((await screen.findByLabelText('Set-password link')).textContent).toContain('/set-password?token=');
    expect(screen.getByText('Nia Shaw is invited')).toBeInstanceOf(Element);
  });
});
