import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadId } from '@torque/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld, type FakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { sampleMessageInstance } from '@torque/domain/testing';
import { customerText, testLead } from '../../test/leads';

const maria = testLead(1, 'Maria', 'Lopez');
const james = testLead(2, 'James', 'Chen');

/** Every read the server was told of. */
function recordReads(world: FakeWorld): { leadId: LeadId; upTo: number }[] {
  const reads: { leadId: LeadId; upTo: number }[] = [];
  const markRead = world.conversations.markRead.bind(world.conversations);
  world.conversations.markRead = async (leadId, upTo) => {
    reads.push({ leadId, upTo });
    return markRead(leadId, upTo);
  };
  return reads;
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Leads' }))
    .getAllByRole('link')
    .map((row) => row.getAttribute('aria-label'));

/** The real-time queue is drained once per second (spec 1 §4). */
const drain = () => act(() => vi.advanceTimersByTimeAsync(1000));

describe('LeadManagerPage real time (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves a lead with a new customer text to the top and counts it unread, once the queue drains', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /Maria Lopez/ });
    expect(rowNames()).toEqual(['James Chen, (555)-000-1002', 'Maria Lopez, (555)-000-1001']);

    world.realtime.push(customerText(maria, 501, 'Can I come at 9?'));
    world.realtime.push(customerText(maria, 501, 'Can I come at 9?'));
    expect(rowNames()[0]).toBe('James Chen, (555)-000-1002');
    await drain();

    // The duplicate (same message id) counts once.
    expect(rowNames()).toEqual(['Maria Lopez, (555)-000-1001, 1 unread', 'James Chen, (555)-000-1002']);
    expect(screen.getByText('Can I come at 9?')).toBeInstanceOf(Element);
    expect(screen.getByRole('tab', { name: '5K, 1 unread' })).toBeInstanceOf(Element);
  });

  it('opening the chat box clears the unread count and tells the server up to the last message', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    const reads = recordReads(world);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /Maria Lopez/ });
    world.realtime.push(customerText(maria, 501, 'Can I come at 9?'));
    await drain();

    await user.click(screen.getByRole('link', { name: 'Maria Lopez, (555)-000-1001, 1 unread' }));
    expect(await screen.findByRole('region', { name: 'Chat with Maria Lopez' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Maria Lopez, (555)-000-1001' })).toBeInstanceOf(Element);
    expect(screen.getByRole('tab', { name: '5K' })).toBeInstanceOf(Element);
    await waitFor(() => expect(reads).toEqual([{ leadId: 1, upTo: 501 }]));
  });

  it('shows a text for an open chat box in it, read at once', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    const reads = recordReads(world);
    renderApp(world.services, '/leadmanager/1');
    const box = await screen.findByRole('region', { name: 'Chat with Maria Lopez' });
    await within(box).findByText('No messages yet');

    world.realtime.push(customerText(maria, 502, 'Running 10 minutes late'));
    await drain();

    expect(await within(box).findByRole('article', { name: /Text message from Maria Lopez/ })).toBeInstanceOf(
      Element,
    );
    expect(within(box).getByText('Running 10 minutes late')).toBeInstanceOf(Element);
    expect(rowNames()[0]).toBe('Maria Lopez, (555)-000-1001');
    await waitFor(() => expect(reads).toEqual([{ leadId: 1, upTo: 502 }]));
  });

  it('never counts a service tab below 0 when a chat box with more unread opens', async () => {
    // The server counts unread leads per service type (1); Maria has 3 unread messages.
    const world = createFakeWorld({ leads: [testLead(1, 'Maria', 'Lopez', { totalUnreadCount: 3 }), james] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(world.services, '/leadmanager');
    expect(await screen.findByRole('tab', { name: '5K, 1 unread' })).toBeInstanceOf(Element);
    expect(screen.getByRole('tab', { name: 'All, 1 unread' })).toBeInstanceOf(Element);

    await user.click(screen.getByRole('link', { name: /Maria Lopez/ }));
    await screen.findByRole('region', { name: 'Chat with Maria Lopez' });
    expect(screen.getByRole('tab', { name: '5K' })).toBeInstanceOf(Element);
    expect(screen.getByRole('tab', { name: 'All' })).toBeInstanceOf(Element);

    // A new text after closing counts from 0, not from -2.
    await user.click(screen.getByRole('button', { name: 'Close chat with Maria Lopez' }));
    world.realtime.push(customerText(maria, 503, 'Hello?'));
    await drain();
    expect(screen.getByRole('tab', { name: '5K, 1 unread' })).toBeInstanceOf(Element);
  });

  it('fetches a lead it does not hold when its service tab is loaded and puts it on top', async () => {
    const ana = testLead(3, 'Ana', 'Reyes');
    const world = createFakeWorld({ leads: [maria, james] });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /Maria Lopez/ });
    world.leads.put(ana);

    world.realtime.push(customerText(ana, 504, 'Is my car ready?'));
    await drain();

    await waitFor(() => expect(rowNames()[0]).toBe('Ana Reyes, (555)-000-1003'));
    expect(rowNames()).toHaveLength(3);
  });
});

describe('delivery reports in an open chat box (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves a sent text's tick to delivered when the carrier reports it, without reloading", async () => {
    const sent = sampleMessageInstance({
      id: 900,
      jaguarFutureServiceInteractionId: maria.id,
      content: 'Your car is ready',
      direction: 'SEND',
      messageStatus: 'sent',
    });
    const world = createFakeWorld({ leads: [maria, james], messages: [sent] });
    renderApp(world.services, '/leadmanager/1');
    const box = await screen.findByRole('region', { name: 'Chat with Maria Lopez' });
    const bubble = (await within(box).findByText('Your car is ready')).closest(
      '[role="article"]',
    ) as HTMLElement;
    expect(within(bubble).getByRole('img', { name: 'Sent' })).toBeInstanceOf(Element);

    world.realtime.push({
      id: '77',
      type: 'MESSAGE_STATUS_CHANGED',
      leadId: maria.id,
      storeId: maria.storeMaster.id,
      messageId: 900,
      messageStatus: 'delivered',
    });
    await drain();
    expect(await within(bubble).findByRole('img', { name: 'Delivered' })).toBeInstanceOf(Element);
  });
});
