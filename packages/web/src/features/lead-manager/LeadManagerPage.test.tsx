import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { testLead } from '../../test/leads';

const lead = testLead;

const maria = lead(1, 'Maria', 'Lopez', { totalUnreadCount: 2 });
const james = lead(2, 'James', 'Chen');
const history = [
  sampleMessageInstance({ id: 11, jaguarFutureServiceInteractionId: 1, content: 'Your 5K service is due.' }),
  sampleMessageInstance({
    id: 12,
    jaguarFutureServiceInteractionId: 1,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    content: 'Tuesday works for me',
    createdOn: '2025-03-14T15:00:00.000Z',
  }),
];

/** A customer's text ten minutes ago that waits for a reply: spec 1 §4's five-minute delay. */
const waiting = lead(3, 'Ana', 'Reyes', {
  responseReqd: true,
  latestMessage: sampleMessageInstance({
    id: 31,
    jaguarFutureServiceInteractionId: 3,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    createdOn: new Date(Date.now() - 10 * 60_000).toISOString(),
  }),
});

describe('LeadManagerPage', () => {
  it('lists the leads with their count, newest activity first', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    renderApp(world.services, '/leadmanager');
    const list = await screen.findByRole('list', { name: 'Leads' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'James Chen, (555)-000-1002',
      'Maria Lopez, (555)-000-1001, 2 unread',
    ]);
    expect(screen.getByText('2 leads')).toBeInstanceOf(Element);
    expect(world.leads.searches[0]).toMatchObject({ page: 0, size: 50 });
  });

  it('opens a conversation, marks it read and clears the unread badge', async () => {
    const world = createFakeWorld({ leads: [maria, james], messages: history });
    const { router } = renderApp(world.services, '/leadmanager');
    await userEvent.click(await screen.findByRole('link', { name: /Maria Lopez/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager/1'));
    expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInstanceOf(Element);
    expect(await screen.findByRole('article', { name: /Text message from Maria Lopez/ })).toBeInstanceOf(
      HTMLElement,
    );
    await waitFor(() => expect(world.leads.find(1)?.totalUnreadCount).toBe(0));
    expect(screen.getByRole('link', { name: 'Maria Lopez, (555)-000-1001' })).toBeInstanceOf(Element);
    expect(screen.queryByLabelText('2 unread')).toBeNull();
  });

  it('deep-links to an open conversation', async () => {
    const world = createFakeWorld({ leads: [maria, james], messages: history });
    renderApp(world.services, '/leadmanager/1');
    expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInstanceOf(Element);
    expect(screen.getByText('2021 Honda Accord')).toBeInstanceOf(Element);
    expect(screen.getByText('Main Street Honda')).toBeInstanceOf(Element);
    expect(screen.getByText('AI enabled')).toBeInstanceOf(Element);
  });

  it('does not mark a conversation without unread messages as read', async () => {
    const world = createFakeWorld({ leads: [maria, james], messages: history });
    let marked = 0;
    const markRead = world.conversations.markRead.bind(world.conversations);
    world.conversations.markRead = async (...args) => {
      marked += 1;
      return markRead(...args);
    };
    renderApp(world.services, '/leadmanager/2');
    expect(await screen.findByRole('heading', { name: 'James Chen' })).toBeInstanceOf(Element);
    expect(await screen.findByText('No messages yet')).toBeInstanceOf(Element);
    expect(marked).toBe(0);
  });

  it('searches after the typing pauses', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /James Chen/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'lopez');
    await waitFor(() => expect(screen.queryByRole('link', { name: /James Chen/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
    expect(world.leads.searches.at(-1)).toMatchObject({ searchText: 'lopez', page: 0 });
    // Debounced: one search for the whole word, not one per keystroke.
    expect(world.leads.searches.filter((search) => search.searchText)).toHaveLength(1);
  });

  it('loads the next page when the list is scrolled near its end', async () => {
    const many = Array.from({ length: 60 }, (_, index) => lead(index + 1, `Customer${index + 1}`, 'Test'));
    const world = createFakeWorld({ leads: many });
    renderApp(world.services, '/leadmanager');
    expect(await screen.findByText('60 leads')).toBeInstanceOf(Element);
    const list = screen.getByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('link').length).toBeLessThan(30);
    expect(world.leads.searches.map((search) => search.page)).toEqual([0]);
    // Scroll to row 40 of 50: within 15 rows of the end, so page 1 is asked for.
    Object.defineProperty(list, 'scrollTop', { configurable: true, value: 40 * 76 });
    fireEvent.scroll(list);
    await waitFor(() => expect(world.leads.searches.map((search) => search.page)).toEqual([0, 1]));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Customer5 Test,/ })).toBeInstanceOf(Element),
    );
  });

  it('keeps the open conversation and its draft while a search the lead does not match loads', async () => {
    const world = createFakeWorld({ leads: [maria, james], messages: history });
    renderApp(world.services, '/leadmanager/1');
    expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInstanceOf(Element);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'See you Tuesday');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'chen');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Maria Lopez/ })).toBeNull(), {
      timeout: 2000,
    });
    expect(screen.getByRole('heading', { name: 'Maria Lopez' })).toBeInstanceOf(Element);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'See you Tuesday',
    );
  });

  it("colours a super user's row that waits for a reply; the rule loads with the rows", async () => {
    const superUser = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });
    const world = createFakeWorld({ leads: [waiting], session: superUser });
    renderApp(world.services, '/leadmanager');
    const row = await screen.findByRole('link', { name: /^Ana Reyes/ });
    expect(row.getAttribute('aria-label')).toBe('Ana Reyes, (555)-000-1003, five minutes delay');
    expect(row.getAttribute('data-delay')).toBe('five');
  });

  it('shows no delay colours to a role that does not see them (spec 1 §6)', async () => {
    const world = createFakeWorld({ leads: [waiting] });
    renderApp(world.services, '/leadmanager');
    const row = await screen.findByRole('link', { name: /^Ana Reyes/ });
    expect(row.getAttribute('aria-label')).toBe('Ana Reyes, (555)-000-1003');
    expect(row.hasAttribute('data-delay')).toBe(false);
  });
});
