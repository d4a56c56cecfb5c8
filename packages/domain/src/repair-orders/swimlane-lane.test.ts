import { describe, expect, it } from 'vitest';
import { SWIMLANE_LANES, swimlaneLane, swimlaneStatusCode } from './swimlane-lane.js';

describe('swimlane lanes (spec 2 §2, §4)', () => {
  it.each([
    ['Appt', 'Appointments'],
    ['UNASSIGNED', 'Checked In'],
    ['PREASSIGNED', 'Technician Assigned'],
    ['ASSIGNED', 'Working'],
    ['HOLD', 'Vehicle on Hold'],
    ['COMPLETE', 'Pre Invoiced'],
    ['BOOKED', 'Ready To Post'],
    ['CLOSED', 'Closed ROs'],
  ])('puts status %s in lane %s', (status, lane) => {
    expect(swimlaneLane(status)).toBe(lane);
    expect(swimlaneStatusCode(lane)).toBe(status);
  });

  it('keeps the board order', () => {
    expect(SWIMLANE_LANES).toEqual([
      'Appointments',
      'Checked In',
      'Technician Assigned',
      'Working',
      'Vehicle on Hold',
      'Pre Invoiced',
      'Ready To Post',
      'Closed ROs',
    ]);
  });

  it('has no lane for unknown or differently spelled codes', () => {
    expect(swimlaneLane('APPT')).toBeUndefined();
    expect(swimlaneLane('closed')).toBeUndefined();
    expect(swimlaneLane('valueOf')).toBeUndefined();
    expect(swimlaneStatusCode('Nowhere')).toBeUndefined();
  });
});
