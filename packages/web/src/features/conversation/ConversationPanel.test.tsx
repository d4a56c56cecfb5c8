import { act, screen } from '@testing-library/react';
import type { Lead } from '@torque/domain';
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
});
