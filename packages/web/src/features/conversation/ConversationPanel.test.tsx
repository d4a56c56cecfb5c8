import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type ConversationGateway, type Lead } from '@torque/domain';
import { useState } from 'react';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ConversationPanel } from './ConversationPanel';

const session = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });
const ignore = () => undefined;
const first = sampleMessageInstance({ id: 1, content: 'Is my car ready?', direction: 'RECEIVED' });
const later = sampleMessageInstance({ id: 2, content: 'Running 10 minutes late', direction: 'RECEIVED' });

describe('ConversationPanel', () => {
  it('reads the history again when the list knows a latest message the conversation lacks', async () => {
    const lead = sampleLead({ latestMessage: first });
    const world = createFakeWorld({ session, leads: [lead], messages: [first] });
    let showLead: (lead: Lead) => void = ignore;
    function Harness() {
      const [shown, setShown] = useState<Lead>(lead);
      showLead = setShown;
      return (
        <ConversationPanel lead={shown} session={session} onRead={ignore} onSent={ignore} onBack={ignore} />
      );
    }
    renderWithProviders(<Harness />, { services: world.services });
    expect(await screen.findByText('Is my car ready?')).toBeInstanceOf(Element);
    expect(screen.queryByText('Running 10 minutes late')).toBeNull();

    // The text reached the server and the list (a reloaded page), but not this box's feed.
    world.conversations.store(later);
    act(() => showLead({ ...lead, latestMessage: later }));
    expect(await screen.findByText('Running 10 minutes late')).toBeInstanceOf(Element);
  });

  it('hides a message archived here at once, though the box keeps its real-time copy', async () => {
    const text = sampleMessageInstance({
      id: 3,
      direction: 'RECEIVED',
      notificationType: 'MESSAGE_FROM_CUSTOMER',
      content: 'Please call me about the invoice',
    });
    const lead = sampleLead({ latestMessage: text });
    const world = createFakeWorld({ session, leads: [lead], messages: [first, text] });
    // Like the server, the history leaves archived messages out for a SUPER_USER (spec 1 §6).
    const server = world.services.conversations;
    const conversations = new Proxy(server, {
      get(target, key) {
        if (key === 'history')
          return async (...args: Parameters<ConversationGateway['history']>) => {
            const answer = await target.history(...args);
            return answer.ok ? ok(answer.value.filter((message) => !message.archived)) : answer;
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    renderWithProviders(
      <ConversationPanel
        lead={lead}
        session={session}
        onRead={ignore}
        onSent={ignore}
        onBack={ignore}
        incoming={[text]}
      />,
      { services: { ...world.services, conversations } },
    );
    await screen.findByText('Please call me about the invoice');
    const bubble = screen
      .getAllByRole('article', { name: /^Text message from / })
      .find((article) => article.textContent?.includes('Please call me about the invoice'));
    // The message's row: the innermost element holding its bubble and its option menu.
    let row = bubble?.parentElement;
    while (row && within(row).queryAllByRole('button', { name: 'Message options' }).length === 0)
      row = row.parentElement;
    if (!row) throw new Error('no row for the text');
    await userEvent.click(within(row).getByRole('button', { name: 'Message options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully Archived')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.queryByText('Please call me about the invoice')).toBeNull());
    expect(screen.getByText('Is my car ready?')).toBeInstanceOf(Element);
  });
});
