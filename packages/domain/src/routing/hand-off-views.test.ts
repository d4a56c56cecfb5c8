import { describe, expect, it } from 'vitest';
import { LEAD_MANAGER_VIEWS } from './lead-manager-view.rules.js';
import { GM_HANDOFF_STATUS, handOffKindOfStatus, MANUAL_HANDOFF_STATUS } from '../leads/hand-off-status.js';

describe('hand-off views (issue 14, first list 3)', () => {
  it('reads the kind each hand-off status asks for', () => {
    expect(handOffKindOfStatus(MANUAL_HANDOFF_STATUS)).toBe('MANUAL');
    expect(handOffKindOfStatus(GM_HANDOFF_STATUS)).toBe('GM');
    expect(handOffKindOfStatus('NO_RESPONSE_AT_ALL_LEAD')).toBeUndefined();
    expect(handOffKindOfStatus('toString')).toBeUndefined();
    expect(handOffKindOfStatus(undefined)).toBeUndefined();
  });

  it('has the manual and the GM hand-off views each ask for their own kind', () => {
    const filterOf = (id: string) => LEAD_MANAGER_VIEWS.find((view) => view.id === id)?.filter;
    expect(handOffKindOfStatus(filterOf('manual-handoff')?.leadResponseStatus)).toBe('MANUAL');
    expect(handOffKindOfStatus(filterOf('gm-handoff')?.leadResponseStatus)).toBe('GM');
  });
});
