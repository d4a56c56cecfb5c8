import { screen, waitFor } from '@testing-library/react';
import { leadId, sampleLead, sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

describe('idle sign-out (spec 1 §4)', () => {
  it('reports the stored unread responses, clears everything, then reloads', async () => {
    const lead = sampleLead({ id: leadId(101) });
    const world = createFakeWorld({
      leads: [lead],
      messages: [sampleMessageInstance({ id: 5, jaguarFutureServiceInteractionId: 101 })],
      unreadResponses: [{ id: 5, leadId: 101 }],
      environment: { idleTimeoutMs: 3_000 },
    });
    await world.leadCache.put('OIL_CHANGE', [lead]);
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('heading', { name: 'Lead manager' });
    expect(world.idleWatch.timeoutMs).toBe(3_000);
    world.idleWatch.goIdle();
    await waitFor(() => expect(world.reloads.count).toBe(1));
    expect(await world.unreadResponses.stored()).toEqual([]);
    expect(world.localData.cleared).toEqual(['session', 'localStorage', 'localDatabase']);
    expect(world.sessionStore.load()).toBeNull();
    expect(await world.leadCache.read('OIL_CHANGE')).toHaveLength(0);
  });
});
