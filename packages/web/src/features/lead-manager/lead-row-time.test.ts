import { sampleLead, sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { leadRowView, PLAIN_ROWS } from './lead-row-view';

// Issue 14, second list 6: every row's time in the viewer's office zone, not each lead's store's.
describe("lead rows' times", () => {
  const now = new Date('2026-11-24T20:00:00.000Z');
  const leadIn = (zone: string, createdOn: string) => {
    const lead = sampleLead();
    return {
      ...lead,
      storeMaster: {
        ...lead.storeMaster,
        officeMasterVO: { ...lead.storeMaster.officeMasterVO, officeTimeZone: zone },
      },
      latestMessage: sampleMessageInstance({ createdOn }),
    };
  };

  it("shows rows of stores in different zones in the viewer's zone, so later reads later", () => {
    const display = { ...PLAIN_ROWS, timeZone: 'America/New_York' };
    const earlier = leadRowView(leadIn('America/Los_Angeles', '2026-11-24T17:00:00.000Z'), now, display);
    const later = leadRowView(leadIn('America/New_York', '2026-11-24T18:00:00.000Z'), now, display);
    expect(earlier.time).toBe('12:00 PM');
    expect(later.time).toBe('1:00 PM');
  });
});
