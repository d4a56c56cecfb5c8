import { LEAD_MANAGER_VIEWS, type LeadGateway } from '@torque/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { testLead } from '../../test/leads';
import { renderApp } from '../../test/render';
import { INITIAL_LEAD_QUERY, queryKey } from './lead-query';

const leadManagerKey = queryKey(LEAD_MANAGER_VIEWS[0]!, INITIAL_LEAD_QUERY);

/** The lead search held until `release` is called: the network has not answered yet. */
function heldSearch(leads: LeadGateway) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = new Proxy(leads, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'search')
        return (...args: Parameters<LeadGateway['search']>) => gate.then(() => target.search(...args));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { held, release: () => release() };
}

describe('the inbox cache (spec 1 §3)', () => {
  it('shows the cached first page before the network answers, then refreshes it in place', async () => {
    const world = createFakeWorld({ leads: [testLead(1, 'Maria', 'Lopez'), testLead(2, 'James', 'Chen')] });
    await world.inboxCache.save(leadManagerKey, {
      leads: [testLead(1, 'Maria', 'Lopez'), testLead(9, 'Gone', 'Since')],
      total: 2,
    });
    const { held, release } = heldSearch(world.leads);
    renderApp({ ...world.services, leads: held }, '/leadmanager');

    expect(await screen.findByRole('link', { name: /Gone Since/ }, { timeout: 20_000 })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
    expect(screen.queryByRole('link', { name: /James Chen/ })).toBeNull();

    release();
    expect(await screen.findByRole('link', { name: /James Chen/ }, { timeout: 20_000 })).toBeInstanceOf(
      Element,
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /Gone Since/ })).toBeNull());
    // The network's page is the cached one now.
    const cached = await world.inboxCache.load(leadManagerKey);
    expect(cached?.leads.map((lead) => lead.id).sort()).toEqual([1, 2]);
  });

  it('never lets a late cache read overwrite the network answer', async () => {
    const world = createFakeWorld({ leads: [testLead(2, 'James', 'Chen')] });
    const slow = new Proxy(world.inboxCache, {
      get(target, property) {
        if (property === 'load')
          return (key: string) => new Promise((resolve) => setTimeout(() => resolve(target.load(key)), 300));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    await world.inboxCache.save(leadManagerKey, { leads: [testLead(9, 'Gone', 'Since')], total: 1 });
    renderApp({ ...world.services, inboxCache: slow }, '/leadmanager');
    expect(await screen.findByRole('link', { name: /James Chen/ }, { timeout: 20_000 })).toBeInstanceOf(
      Element,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('link', { name: /Gone Since/ })).toBeNull();
  });
});
