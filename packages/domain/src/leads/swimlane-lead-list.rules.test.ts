import { describe, expect, it } from 'vitest';
import { canReceiveSms, lineTypeLabel } from './phone-line-type.js';
import { swimlaneServiceTypes } from './swimlane-lead-list.rules.js';

describe('swimlaneServiceTypes', () => {
  it("answers the list's own types when nothing narrows it", () => {
    expect(swimlaneServiceTypes('openRo', {})).toEqual(['SVC_OPEN_RO']);
    expect(swimlaneServiceTypes('swimlane', { serviceType: 'all', serviceTypes: ['ALL'] })).toHaveLength(4);
  });

  it('narrows to the requested types inside the list', () => {
    expect(swimlaneServiceTypes('swimlane', { serviceTypes: ['PRE_CSI_LIST', 'OIL_CHANGE'] })).toEqual([
      'PRE_CSI_LIST',
    ]);
    expect(swimlaneServiceTypes('swimlane', { serviceType: 'SVC_CLOSED_RO' })).toEqual(['SVC_CLOSED_RO']);
  });

  it('is empty when the request asks only for types outside the list', () => {
    expect(swimlaneServiceTypes('openRo', { serviceType: 'OIL_CHANGE' })).toEqual([]);
    expect(swimlaneServiceTypes('preCsi', { serviceTypes: ['APPOINTMENT_SCHEDULED'] })).toEqual([]);
  });
});

describe('phone line types', () => {
  it('says a landline cannot be texted and does not assume anything of an unchecked number', () => {
    expect(canReceiveSms('landline')).toBe(false);
    expect(canReceiveSms('mobile')).toBe(true);
    expect(canReceiveSms(null)).toBe(true);
    expect(lineTypeLabel('landline')).toBe('Landline: cannot receive texts');
    expect(lineTypeLabel(undefined)).toBe('Line type not checked');
  });
});
