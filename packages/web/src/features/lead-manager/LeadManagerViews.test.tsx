import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { testLead } from '../../test/leads';

const maria = testLead(1, 'Maria', 'Lopez', { conversationInitiated: true });
const james = testLead(2, 'James', 'Chen', {
  plannedServiceType: 'CHECK_UP',
  totalUnreadCount: 1,
  conversationInitiated: false,
});
const superUser = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });

const rows = () => within(screen.getByRole('list', { name: 'Leads' })).queryAllByRole('link');

describe('LeadManagerPage views (spec 1 §2, spec 2 §2)', () => {
  it('shows a view from its address, searching its list', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    world.leadLists.place('follow-up', [james]);
    renderApp(world.services, '/leadmanager/follow-up');
    expect(await screen.findByRole('link', { name: /James Chen/ })).toBeInstanceOf(Element);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Follow-up' })).toBeInstanceOf(Element);
    expect(world.leadLists.searches).toEqual([{ list: 'follow-up', search: { page: 0, size: 50 } }]);
    expect(world.leads.searches).toEqual([]);
  });

  it('switches views with the picker: the address and the list follow', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    world.leadLists.place('tcpa', [maria]);
    world.leadLists.place('no-response-at-all', [james]);
    const { router } = renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /James Chen/ });

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Lead manager view' }),
      'Opt-out (TCPA)',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/leadmanager/opt-out'));
    await waitFor(() =>
      expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Maria Lopez, (555)-000-1001']),
    );
    expect(rows()[0]?.getAttribute('href')).toBe('/leadmanager/opt-out/1');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Lead manager view' }),
      'No response at all',
    );
    await screen.findByRole('link', { name: /James Chen/ });
    expect(world.leadLists.searches.map((search) => search.list)).toEqual(['tcpa', 'no-response-at-all']);
    expect(world.leadLists.searches.at(-1)?.search).toMatchObject({
      leadResponseStatus: 'NO_RESPONSE_AT_ALL_LEAD',
    });
  });

  it('opens global inbox zero for super users only', async () => {
    const world = createFakeWorld({ leads: [maria], session: superUser });
    world.leadLists.place('global-inbox-zero', [maria]);
    renderApp(world.services, '/leadmanager/globalinbox0');
    expect(await screen.findByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
    expect(world.leadLists.searches[0]?.list).toBe('global-inbox-zero');
  });

  it('tells other roles global inbox zero is not theirs, and does not offer it', async () => {
    const rep = createFakeWorld({ leads: [maria] });
    const { router } = renderApp(rep.services, '/leadmanager/globalinbox0');
    expect(await screen.findByText('Global inbox zero is not available for your role')).toBeInstanceOf(
      Element,
    );
    expect(rep.leadLists.searches).toEqual([]);
    await router.navigate('/leadmanager');
    const picker = await screen.findByRole('combobox', { name: 'Lead manager view' });
    expect(within(picker).queryByRole('option', { name: 'Global inbox zero' })).toBeNull();
    expect(within(picker).getByRole('option', { name: 'Audit planner' })).toBeInstanceOf(Element);
  });

  it('filters by customer type and conversation initiated, with all meaning no filter', async () => {
    const world = createFakeWorld({
      leads: [
        maria,
        testLead(2, 'James', 'Chen', {
          conversationInitiated: false,
          customerMaster: { ...james.customerMaster, customerType: 'SALES' },
        }),
      ],
    });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /James Chen/ });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer type' }), 'Sales');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Maria Lopez/ })).toBeNull());
    expect(world.leads.searches.at(-1)).toEqual({ page: 0, size: 50, customerType: 'SALES' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer type' }), 'All customers');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Conversation initiated' }),
      'Initiated',
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /James Chen/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
    expect(world.leads.searches.at(-1)).toEqual({ page: 0, size: 50, conversationInitiated: 'true' });
  });

  it('searches by e-mail case-insensitively', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /James Chen/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'MARIA.LOPEZ@');
    await waitFor(() => expect(screen.queryByRole('link', { name: /James Chen/ })).toBeNull(), {
      timeout: 2000,
    });
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
    expect(world.leads.searches.at(-1)).toMatchObject({ searchText: 'MARIA.LOPEZ@' });
  });

  it('shows service tabs with their unread counters and lists a tab’s leads', async () => {
    const world = createFakeWorld({ leads: [maria, james] });
    renderApp(world.services, '/leadmanager');
    await screen.findByRole('link', { name: /James Chen/ });
    expect(await screen.findByRole('tab', { name: 'Check-up (90-day new), 1 unread' })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByRole('tab', { name: 'All, 1 unread' })).toBeInstanceOf(Element);
    expect(screen.getByRole('tab', { name: '5K' })).toBeInstanceOf(Element);

    await userEvent.click(screen.getByRole('tab', { name: '5K' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /James Chen/ })).toBeNull());
    expect(world.leads.searches.at(-1)).toEqual({ page: 0, size: 50, serviceType: 'OIL_CHANGE' });
    expect(screen.getByRole('tab', { name: '5K' }).getAttribute('aria-selected')).toBe('true');
  });
});
