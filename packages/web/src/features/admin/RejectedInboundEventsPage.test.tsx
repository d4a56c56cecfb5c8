import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

// The page loads on demand: on a busy machine that takes longer than findBy's default second.
const LOADED = { timeout: 15_000 };

const superUser = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });

describe('rejected carrier events', () => {
  it('lists the kept events for the super user, from the administration menu, with the event on demand', async () => {
    const world = createFakeWorld({ session: superUser });
    world.rejectedInboundEvents.keep({
      id: 7,
      provider: 'bandwidth',
      kind: 'message',
      providerMessageId: 'bw-bad-2',
      reason: 'A NUL character (\\u0000) in message/text',
      payload: '{"type":"message-received","message":{"id":"bw-bad-2","text":"Broken \\u0000 text"}}',
      receivedAt: '2026-11-24T09:00:00.000Z',
    });
    renderApp(world.services, '/leadmanager');
    await userEvent.click(await screen.findByRole('link', { name: 'Rejected carrier events' }, LOADED));
    expect(await screen.findByRole('heading', { name: 'Rejected carrier events' }, LOADED)).toBeInstanceOf(
      Element,
    );
    const row = (await screen.findByText('bw-bad-2', {}, LOADED)).closest('li')!;
    expect(within(row).getByText('Bandwidth')).toBeInstanceOf(Element);
    expect(within(row).getByText('A NUL character (\\u0000) in message/text')).toBeInstanceOf(Element);
    await userEvent.click(within(row).getByRole('button', { name: 'Show event' }));
    expect(screen.getByLabelText('Event bw-bad-2 as received').textContent).toContain(
      '"type": "message-received"',
    );
  });

  it('says so when nothing was rejected', async () => {
    renderApp(createFakeWorld({ session: superUser }).services, '/rejected-inbound-events');
    expect(await screen.findByText('No carrier events have been rejected.', {}, LOADED)).toBeInstanceOf(
      Element,
    );
  });

  it('is not in the menu of any other role, and its address says the role may not open it', async () => {
    renderApp(createFakeWorld().services, '/rejected-inbound-events');
    expect(await screen.findByText(/Your role does not include this area/, {}, LOADED)).toBeInstanceOf(
      Element,
    );
    expect(screen.queryByRole('link', { name: 'Rejected carrier events' })).toBeNull();
  });
});
