import { describe, expect, it } from 'vitest';
import type { LeadId } from '../leads/lead.schema.js';
import {
  LEAD_MANAGER_VIEWS,
  leadManagerLocation,
  leadManagerPath,
  leadManagerViewsFor,
  SERVICE_TABS,
  serviceTypesOfTab,
  variantOfView,
} from './lead-manager-view.rules.js';

const byId = (id: string) => LEAD_MANAGER_VIEWS.find((view) => view.id === id)!;

const ids = (role: Parameters<typeof leadManagerViewsFor>[0]) => leadManagerViewsFor(role).map((v) => v.id);

describe('lead manager views (spec 1 §2, spec 2 §2, §7)', () => {
  it('reads the view and the open lead from the address', () => {
    expect(leadManagerLocation('/leadmanager')).toEqual({ view: byId('lead-manager'), leadId: null });
    expect(leadManagerLocation('/leadmanager/101')).toEqual({ view: byId('lead-manager'), leadId: 101 });
    expect(leadManagerLocation('/leadmanager/globalinbox0/')).toEqual({
      view: byId('global-inbox-zero'),
      leadId: null,
    });
    expect(leadManagerLocation('/leadmanager/follow-up/7')).toEqual({ view: byId('follow-up'), leadId: 7 });
    expect(leadManagerLocation('/leadmanager/nowhere')).toBeUndefined();
    expect(leadManagerLocation('/leadmanager/follow-up/7/8')).toBeUndefined();
    expect(leadManagerLocation('/leadmanager/0')).toBeUndefined();
    expect(leadManagerLocation('/planners')).toBeUndefined();
  });

  it('searches the list spec 2 §7 names for each view', () => {
    expect(byId('lead-manager').source).toEqual({ kind: 'lead-manager' });
    expect(byId('global-inbox-zero').source).toEqual({ kind: 'list', list: 'global-inbox-zero' });
    expect(byId('opt-out').source).toEqual({ kind: 'list', list: 'tcpa' });
    expect(byId('no-response-at-all').filter).toEqual({ leadResponseStatus: 'NO_RESPONSE_AT_ALL_LEAD' });
    // Issue 29: the possible opt-outs waiting for staff, out of the inbox of answered conversations.
    expect(byId('possible-opt-outs')).toMatchObject({
      title: 'Possible opt-outs',
      path: '/leadmanager/possible-opt-outs',
      source: { kind: 'list', list: 'global-inbox' },
      filter: { leadResponseStatus: 'POSSIBLE_OPT_OUT' },
    });
    expect(ids('SALES_REP')).toContain('possible-opt-outs');
    expect(byId('failure-follow-up').source).toEqual({ kind: 'list', list: 'lisa-follow-up-failures' });
  });

  it('gives each view its route variant: globalinbox0 has no delay styling', () => {
    expect(variantOfView(byId('global-inbox-zero')).responseDelayStyling).toBe(false);
    expect(variantOfView(byId('max-response-time')).showsResponseTime).toBe(true);
    expect(variantOfView(byId('archived')).name).toBe('lead-manager');
  });

  it('offers the global inbox variants to super messaging roles only', () => {
    expect(ids('SALES_REP')).not.toContain('max-response-time');
    expect(ids('SALES_REP')).toContain('follow-up');
    expect(ids('SUPER_USER')).toHaveLength(LEAD_MANAGER_VIEWS.length);
  });

  it('builds addresses every location reads back', () => {
    for (const view of LEAD_MANAGER_VIEWS) {
      expect(leadManagerLocation(leadManagerPath(view))?.view).toBe(view);
      expect(leadManagerLocation(leadManagerPath(view, 42 as LeadId))?.leadId).toBe(42);
    }
  });
});

describe('service tabs', () => {
  it('the all tab loads every service type, another tab its own', () => {
    expect(SERVICE_TABS[0]).toBe('all');
    expect(serviceTypesOfTab('all')).toContain('OIL_CHANGE');
    expect(serviceTypesOfTab('all').length).toBe(SERVICE_TABS.length - 1);
    expect(serviceTypesOfTab('CHECK_UP')).toEqual(['CHECK_UP']);
  });
});
