import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { testLead } from '../../test/leads';

const leads = [
  testLead(1, 'Maria', 'Lopez'),
  testLead(2, 'James', 'Chen'),
  testLead(3, 'Ana', 'Reyes'),
  testLead(4, 'Omar', 'Haddad'),
];
const boxes = () => screen.queryAllByRole('region', { name: /^Chat with / });
const boxNames = () => boxes().map((box) => box.getAttribute('aria-label'));

async function openChat(name: string) {
  await userEvent.click(await screen.findByRole('link', { name: new RegExp(name) }));
  await screen.findByRole('region', { name: `Chat with ${name}` });
}

describe('chat boxes (spec 1 §2, §9)', () => {
  it('opens conversations side by side and refuses a fourth with the Limitation notice', async () => {
    const world = createFakeWorld({ leads });
    const { router } = renderApp(world.services, '/leadmanager');
    await openChat('Maria Lopez');
    await openChat('James Chen');
    await openChat('Ana Reyes');
    expect(boxNames()).toEqual(['Chat with Maria Lopez', 'Chat with James Chen', 'Chat with Ana Reyes']);

    await userEvent.click(screen.getByRole('link', { name: /Omar Haddad/ }));
    expect(await screen.findByText('No more than 3 chat boxes allowed at a time')).toBeInstanceOf(Element);
    expect(screen.getByText('Limitation')).toBeInstanceOf(Element);
    expect(boxes()).toHaveLength(3);
    // The address goes back to the box in front.
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager/3'));
  });

  it('opening an open chat box brings it forward instead of counting it again', async () => {
    const world = createFakeWorld({ leads });
    const { router } = renderApp(world.services, '/leadmanager/1');
    await screen.findByRole('region', { name: 'Chat with Maria Lopez' });
    await openChat('James Chen');
    await userEvent.click(screen.getByRole('link', { name: /Maria Lopez/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager/1'));
    expect(boxNames()).toEqual(['Chat with Maria Lopez', 'Chat with James Chen']);
    expect(screen.getByRole('region', { name: 'Chat with Maria Lopez' }).hasAttribute('data-focused')).toBe(
      true,
    );
    expect(screen.queryByText('No more than 3 chat boxes allowed at a time')).toBeNull();
  });

  it('closes a chat box; the address moves to the box now in front, and a fourth may open', async () => {
    const world = createFakeWorld({ leads });
    const { router } = renderApp(world.services, '/leadmanager');
    await openChat('Maria Lopez');
    await openChat('James Chen');
    await openChat('Ana Reyes');

    await userEvent.click(screen.getByRole('button', { name: 'Close chat with Ana Reyes' }));
    expect(boxNames()).toEqual(['Chat with Maria Lopez', 'Chat with James Chen']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager/2'));

    await openChat('Omar Haddad');
    expect(boxes()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Close chat with Maria Lopez' }));
    expect(router.state.location.pathname).toBe('/leadmanager/4');
  });

  it('closes a box that is not in front: it stays closed and the box in front keeps the address', async () => {
    const world = createFakeWorld({ leads });
    const { router } = renderApp(world.services, '/leadmanager');
    await openChat('Maria Lopez');
    await openChat('James Chen');
    await openChat('Ana Reyes');

    // The press of a click lands on the box first: bringing it forward there would reopen it after
    // the close (in a browser the address change lands after the click).
    const close = screen.getByRole('button', { name: 'Close chat with Maria Lopez' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: close });
    expect(router.state.location.pathname).toBe('/leadmanager/3');
    await user.pointer({ keys: '[/MouseLeft]', target: close });
    await waitFor(() => expect(boxNames()).toEqual(['Chat with James Chen', 'Chat with Ana Reyes']));
    expect(router.state.location.pathname).toBe('/leadmanager/3');
    expect(screen.getByRole('region', { name: 'Chat with Ana Reyes' }).hasAttribute('data-focused')).toBe(
      true,
    );
  });

  it('keeps the chat boxes open while the view changes', async () => {
    const world = createFakeWorld({ leads });
    world.leadLists.place('archived', [leads[3]!]);
    const { router } = renderApp(world.services, '/leadmanager/1');
    const box = await screen.findByRole('region', { name: 'Chat with Maria Lopez' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Message' }), 'See you Tuesday');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lead manager view' }), 'Archived');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager/archived'));
    await screen.findByRole('link', { name: /Omar Haddad/ });
    expect(
      (
        within(screen.getByRole('region', { name: 'Chat with Maria Lopez' })).getByRole('textbox', {
          name: 'Message',
        }) as HTMLTextAreaElement
      ).value,
    ).toBe('See you Tuesday');
  });
});
