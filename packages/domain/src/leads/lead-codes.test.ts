import { describe, expect, it } from 'vitest';
import {
  DEAL_STATUS_VALUES,
  FUNNEL_COUNTS,
  NO_RESPONSE_AT_ALL_LEAD,
  OTHER_STATUS_VALUES,
  RESPONSE_INSIGHTS,
  USER_FOLLOWUP_VALUES,
} from './lead-codes.js';
import { LEAD_STAGES } from './lead-stage.js';

describe('lead codes (spec 2 §4, §9)', () => {
  it('lists the eight response insights', () => {
    expect(RESPONSE_INSIGHTS).toHaveLength(8);
    expect(RESPONSE_INSIGHTS).toContain('COMPETITIVE_OFFER');
  });

  it('has the deal status values seen, including empty', () => {
    expect(DEAL_STATUS_VALUES).toEqual(['', 'JUST_CURIOUS', 'CONTACT_LATER', 'CONTACTED']);
  });

  it('has the nine userFollowup values seen', () => {
    expect(USER_FOLLOWUP_VALUES).toHaveLength(9);
    expect(USER_FOLLOWUP_VALUES).toContain('vehicleReadyForPickUp');
  });

  it('has the four funnel counts', () => {
    expect([...FUNNEL_COUNTS].sort()).toEqual(['APPT_BOOKING', 'CONTACTED', 'ENGAGED', 'RESPONDED']);
  });

  it('keeps the other status values apart from the lead stages', () => {
    expect(OTHER_STATUS_VALUES).toEqual(['CAR_SOLD_OR_UNSOLD']);
    for (const value of OTHER_STATUS_VALUES) expect(LEAD_STAGES as readonly string[]).not.toContain(value);
    expect(NO_RESPONSE_AT_ALL_LEAD).toBe('NO_RESPONSE_AT_ALL_LEAD');
  });
});
