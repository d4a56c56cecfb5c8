import { describe, expect, it } from 'vitest';
import { plannerSpec, type PlannerKey } from './planner-catalogue.rules.js';
import {
  auditDue,
  decideDue,
  dueRows,
  isoToday,
  plannerWindow,
  type PlannerVehicle,
} from './planner-due.rules.js';

/**
 * The planners' due rules on their edges (issue 33): which readings the owner's habit is read from, a
 * tie between time and mileage, the plain-words reason the planner screen shows, and the audit.
 * Every figure is worked out by hand in the comment beside it: 5K is due at 4,000 miles, 10K at
 * 9,000, and an owner whose history says too little drives the US average of 37 miles a day.
 */
const vehicle = (over: Partial<PlannerVehicle> = {}): PlannerVehicle => ({
  vehicleId: 7,
  make: 'Toyota',
  model: 'Camry',
  year: 2026,
  soldDate: '2026-05-02',
  dealType: 'New',
  visits: [],
  mileageRecords: [],
  hasFutureAppointment: false,
  servicePerformedAlready: [],
  optedOut: false,
  ...over,
});
const visit = (closedOn: string, mileage: number | null, opcodes: string[] = ['LOF']) => ({
  closedOn,
  mileage,
  opcodes,
  performedServiceType: null,
});
/** A month either side of the planner date, as the 5K planner searches. */
const around = (asOf: string) =>
  plannerWindow(plannerSpec('5K'), { asOf, minimumDays: -30, maximumDays: 30 });
const due = (key: PlannerKey, v: PlannerVehicle, asOf: string) =>
  decideDue(plannerSpec(key), v, around(asOf));
const reasonOf = (key: PlannerKey, v: PlannerVehicle, asOf: string) => {
  const decision = due(key, v, asOf);
  return typeof decision === 'string' ? decision : decision.reason;
};

describe('time or mileage, whichever comes first', () => {
  // Sold 02.05.2026: the 5K is due six months on, 02.11.2026, or at 4,000 miles if they come sooner.
  it('is due by time when the 4,000 miles come on the six-month day itself', () => {
    const tie = vehicle({ mileageRecords: [{ on: '2026-11-02', mileage: 4_000 }] });
    expect(due('5K', tie, '2026-11-02')).toMatchObject({ dueDate: '2026-11-02', dueBy: 'time' });
    expect(reasonOf('5K', tie, '2026-11-02')).toBe(
      'sold 02.05.2026, about 4,000 miles now, 5K due by 02.11.2026',
    );
  });

  it('is due by mileage when the 4,000 miles come the day before', () => {
    const sooner = vehicle({ mileageRecords: [{ on: '2026-11-01', mileage: 4_000 }] });
    expect(due('5K', sooner, '2026-11-02')).toMatchObject({ dueDate: '2026-11-01', dueBy: 'mileage' });
    expect(reasonOf('5K', sooner, '2026-11-02')).toBe(
      'sold 02.05.2026, about 4,000 miles now, 5K due by 01.11.2026 (mileage first: 4,000 miles)',
    );
  });

  it('reads the 5K of a new vehicle as 4,000 on its odometer, whatever it was delivered with', () => {
    // 15 miles on the clock at delivery; at 37 a day the 3,985 to go take 108 days: 18.08.2026.
    const delivered = vehicle({ mileageRecords: [{ on: '2026-05-02', mileage: 15 }] });
    expect(due('5K', delivered, '2026-08-18')).toMatchObject({
      dueMileage: 4_000,
      dueDate: '2026-08-18',
      dueBy: 'mileage',
    });
  });
});

describe('the readings the habit is read from', () => {
  it('does not count a visit whose mileage was not written down', () => {
    // Only the sale at zero is a reading: 37 a day reaches 4,000 in 109 days, 19.08.2026.
    const unknown = vehicle({ visits: [visit('2026-06-15', null)] });
    expect(reasonOf('5K', unknown, '2026-08-19')).toBe(
      'sold 02.05.2026, about 4,000 miles now, 5K due by 19.08.2026 (mileage first: 4,000 miles)',
    );
  });

  it('does not read a used vehicle as sold at zero miles', () => {
    // One reading (60,000 on 01.03.2026): 37 a day from it. 64,033 on 18.06.2026, 109 days on.
    const used = vehicle({
      make: 'Ford',
      dealType: 'Used',
      soldDate: '2023-01-10',
      visits: [visit('2026-03-01', 60_000)],
    });
    expect(reasonOf('post-30-months', used, '2026-06-18')).toBe(
      'past 30 months last service 01.03.2026 at 60,000 miles, about 64,000 miles now, ' +
        'Post 30 months due by 18.06.2026 (mileage first: 64,000 miles)',
    );
  });

  it('plans a vehicle whose sale is unknown from its last service', () => {
    // 70,000 on 10.01.2026; 9,000 more at 37 a day take 244 days: 11.09.2026, before the year is up.
    const older = vehicle({
      make: 'Honda',
      model: 'Civic',
      year: 2014,
      soldDate: null,
      visits: [visit('2026-01-10', 70_000)],
    });
    expect(due('honda-old-model', older, '2026-09-11')).toMatchObject({
      dueDate: '2026-09-11',
      dueBy: 'mileage',
      dueMileage: 79_000,
    });
  });

  it('plans a planner with no age rule for a vehicle of unknown model year', () => {
    expect(due('5K', vehicle({ year: null }), '2026-08-19')).toMatchObject({ dueDate: '2026-08-19' });
  });

  it('reads the pace since the last service, not the years before it', () => {
    // 10,000 on 01.01.2024, 20,000 at the last service 01.01.2026, 23,100 recorded 01.02.2026: 100 a
    // day since the service, so the 24,000 come nine days after the last reading, 10.02.2026 (the
    // whole history's 17 a day would say late March).
    const cpo = vehicle({
      dealType: 'CPO',
      soldDate: '2023-06-01',
      visits: [visit('2024-01-01', 10_000), visit('2026-01-01', 20_000)],
      mileageRecords: [{ on: '2026-02-01', mileage: 23_100 }],
    });
    expect(due('5K-CPO', cpo, '2026-02-10')).toMatchObject({
      dueDate: '2026-02-10',
      dueBy: 'mileage',
      dueMileage: 24_000,
    });
  });

  it('estimates the mileage at a last service nobody wrote down from the readings before it', () => {
    // 10,000 on 01.01.2025 and 20,000 on 02.04.2025 (91 days): 109.89 a day. On 01.01.2026 (274 days
    // on) that is about 50,110, so due at 54,110, reached 311 days after the last reading: 07.02.2026,
    // long before the six months. By then about 54,176 on the clock.
    const cpo = vehicle({
      dealType: 'CPO',
      soldDate: '2024-06-01',
      visits: [visit('2025-01-01', 10_000), visit('2025-04-02', 20_000), visit('2026-01-01', null)],
    });
    expect(due('5K-CPO', cpo, '2026-02-07')).toMatchObject({
      dueDate: '2026-02-07',
      dueBy: 'mileage',
      dueMileage: 54_110,
    });
    expect(reasonOf('5K-CPO', cpo, '2026-02-07')).toBe(
      'CPO last service 01.01.2026, about 54,200 miles now, Oil change CPO due by 07.02.2026 (mileage first: 54,110 miles)',
    );
  });

  it('plans by time alone when no mileage was ever written down', () => {
    const cpo = vehicle({ dealType: 'CPO', soldDate: '2024-06-01', visits: [visit('2026-01-01', null)] });
    expect(due('5K-CPO', cpo, '2026-07-01')).toMatchObject({
      dueDate: '2026-07-01',
      dueBy: 'time',
      dueMileage: null,
      estimatedMileage: null,
    });
    expect(reasonOf('5K-CPO', cpo, '2026-07-01')).toBe(
      'CPO last service 01.01.2026, Oil change CPO due by 01.07.2026',
    );
  });
});

describe('the reason the planner screen shows', () => {
  it('names the last service, its mileage and the story of a certified pre-owned vehicle', () => {
    // 30,000 at the last service 05.01.2026; 37 a day reach 34,000 in 109 days: 24.04.2026.
    const cpo = vehicle({ dealType: 'CPO', soldDate: '2025-06-01', visits: [visit('2026-01-05', 30_000)] });
    expect(reasonOf('5K-CPO', cpo, '2026-04-24')).toBe(
      'CPO last service 05.01.2026 at 30,000 miles, about 34,000 miles now, ' +
        'Oil change CPO due by 24.04.2026 (mileage first: 34,000 miles)',
    );
  });

  it('plans the state inspection from a visit that did an inspection among other work', () => {
    const inspected = vehicle({
      dealType: 'Used',
      soldDate: '2022-01-10',
      visits: [visit('2025-11-20', 40_000, ['LOF', 'SI', 'ROT'])],
    });
    expect(reasonOf('state-inspection', inspected, '2026-11-20')).toBe(
      'Used last inspection 20.11.2025 at 40,000 miles, State inspection due by 20.11.2026',
    );
  });

  it('says an opted-out owner is listed but not texted', () => {
    const optedOut = vehicle({ optedOut: true });
    expect(due('5K', optedOut, '2026-08-19')).toMatchObject({ optedOut: true });
    expect(reasonOf('5K', optedOut, '2026-08-19')).toBe(
      'sold 02.05.2026, about 4,000 miles now, 5K due by 19.08.2026 (mileage first: 4,000 miles); ' +
        'opted out, not texted',
    );
  });
});

describe('who is never due', () => {
  it('leaves out every service when all were performed already, and the one a visit performed', () => {
    expect(due('5K', vehicle({ servicePerformedAlready: ['*'] }), '2026-08-19')).toBe(
      'service-performed-already',
    );
    const performed = (type: string) =>
      vehicle({ visits: [{ ...visit('2026-06-01', null), performedServiceType: type }] });
    expect(due('5K', performed('OIL_CHANGE'), '2026-08-19')).toBe('service-performed-already');
    expect(due('5K', performed('CHECK_UP'), '2026-08-19')).toMatchObject({ serviceType: 'OIL_CHANGE' });
  });

  it('has no start for a vehicle with no sale date and no visit', () => {
    expect(due('5K', vehicle({ soldDate: null }), '2026-08-19')).toBe('no-start-date');
    expect(due('5K-CPO', vehicle({ dealType: 'CPO', soldDate: null }), '2026-08-19')).toBe('no-start-date');
  });
});

describe('the audit of a planner', () => {
  const audit = (v: PlannerVehicle, asOf = '2026-08-19') => auditDue(plannerSpec('5K'), v, around(asOf));
  const listedReason =
    'sold 02.05.2026, about 4,000 miles now, 5K due by 19.08.2026 (mileage first: 4,000 miles)';

  it('shows a listed vehicle as listed', () => {
    expect(audit(vehicle())).toMatchObject({
      leftOutBecause: null,
      dueDate: '2026-08-19',
      reason: listedReason,
    });
  });

  it('shows a vehicle left out for its appointment, and why', () => {
    expect(audit(vehicle({ hasFutureAppointment: true }))).toMatchObject({
      leftOutBecause: 'appointment-booked',
      dueDate: '2026-08-19',
      reason: `not listed, an appointment is booked: ${listedReason}`,
    });
  });

  it('shows a vehicle left out for a service performed already, marked or done at a visit', () => {
    const expected = {
      leftOutBecause: 'service-performed-already',
      reason: `not listed, service performed already: ${listedReason}`,
    };
    expect(audit(vehicle({ servicePerformedAlready: ['OIL_CHANGE'] }))).toMatchObject(expected);
    expect(
      audit(vehicle({ visits: [{ ...visit('2026-05-02', null), performedServiceType: 'OIL_CHANGE' }] })),
    ).toMatchObject(expected);
  });

  it('leaves out of the audit a vehicle that would not be listed anyway', () => {
    expect(audit(vehicle({ dealType: 'Used' }))).toBeNull();
    expect(audit(vehicle({ soldDate: null }))).toBeNull();
    // Booked, but its 5K is due 19.08.2026, not within a month of 01.12.2026.
    expect(audit(vehicle({ hasFutureAppointment: true }), '2026-12-01')).toBeNull();
    expect(audit(vehicle({ servicePerformedAlready: ['*'] }), '2026-12-01')).toBeNull();
  });
});

describe('the rows of a planner run', () => {
  it('lists each vehicle once per service type, first due first, then by vehicle', () => {
    const sold = (vehicleId: number, soldDate: string) => vehicle({ vehicleId, soldDate });
    // 37 a day: each is due 109 days after its sale.
    const rows = dueRows(
      [plannerSpec('5K'), plannerSpec('5K')],
      [
        sold(9, '2026-05-02'),
        sold(4, '2026-05-03'),
        vehicle({ vehicleId: 5, hasFutureAppointment: true }),
        sold(3, '2026-05-02'),
        sold(1, '2026-05-02'),
      ],
      around('2026-08-19'),
    );
    expect(rows.map((row) => [row.vehicleId, row.dueDate])).toEqual([
      [1, '2026-08-19'],
      [3, '2026-08-19'],
      [9, '2026-08-19'],
      [4, '2026-08-20'],
    ]);
  });
});

describe("the planner date is the store's day", () => {
  it('reads a planner date given with a time of day as that day', () => {
    expect(plannerWindow(plannerSpec('5K'), { asOf: '2026-11-24T15:30:00Z', days: 3 })).toEqual({
      asOf: '2026-11-24',
      from: '2026-11-24',
      to: '2026-11-27',
    });
  });

  it('is still yesterday in Chicago at 03:00 UTC', () => {
    expect(isoToday(new Date('2026-12-08T03:00:00Z'), 'America/Chicago')).toBe('2026-12-07');
    expect(isoToday(new Date('2026-12-08T06:00:00Z'), 'America/Chicago')).toBe('2026-12-08');
  });

  it('is no day at all in a zone that does not exist', () => {
    expect(isoToday(new Date('2026-12-08T03:00:00Z'), 'Nowhere/Atlantis')).toBe('');
  });
});
