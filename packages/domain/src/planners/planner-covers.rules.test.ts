import { describe, expect, it } from 'vitest';
import { plannerSpec } from './planner-catalogue.rules.js';
import { decideDue, plannerCovers, plannerWindow, type PlannerVehicle } from './planner-due.rules.js';

/**
 * Which vehicles a planner looks at, on the edge of each rule (issue 15): an older Honda is ten model
 * years old or more, the past-30-months planner wants a sale at least 30 months ago, and the error-alert
 * planners want a vehicle serviced since its sale.
 */
const vehicle = (over: Partial<PlannerVehicle> = {}): PlannerVehicle => ({
  vehicleId: 1,
  make: 'Honda',
  model: 'Civic',
  year: 2016,
  soldDate: '2016-05-10',
  dealType: 'New',
  visits: [],
  mileageRecords: [],
  hasFutureAppointment: false,
  servicePerformedAlready: [],
  optedOut: false,
  ...over,
});

describe('the older-Honda planner', () => {
  const spec = plannerSpec('honda-old-model');

  it('takes a Honda exactly ten model years old, not one nine years old', () => {
    expect(plannerCovers(spec, vehicle({ year: 2016 }), '2026-01-15')).toBe(true);
    expect(plannerCovers(spec, vehicle({ year: 2017 }), '2026-12-31')).toBe(false);
  });

  it('reads the make in any case and spacing, and leaves out other makes and unknown years', () => {
    expect(plannerCovers(spec, vehicle({ make: ' HONDA ' }), '2026-06-01')).toBe(true);
    expect(plannerCovers(spec, vehicle({ make: 'Toyota' }), '2026-06-01')).toBe(false);
    expect(plannerCovers(spec, vehicle({ make: null as unknown as string }), '2026-06-01')).toBe(false);
    expect(plannerCovers(spec, vehicle({ year: null }), '2026-06-01')).toBe(false);
  });
});

describe('the past-30-months planner', () => {
  const spec = plannerSpec('post-30-months');

  it('takes a sale exactly 30 months ago, not one a day later', () => {
    expect(plannerCovers(spec, vehicle({ soldDate: '2024-06-15' }), '2026-12-15')).toBe(true);
    expect(plannerCovers(spec, vehicle({ soldDate: '2024-06-16' }), '2026-12-15')).toBe(false);
  });

  it('leaves out a vehicle with no sale date', () => {
    expect(plannerCovers(spec, vehicle({ soldDate: null }), '2026-12-15')).toBe(false);
  });
});

describe('the Toyota error-alert planner (serviced since the sale)', () => {
  const spec = plannerSpec('toyota-error-alert');
  const toyota = (visits: PlannerVehicle['visits'], soldDate: string | null = '2023-03-01') =>
    vehicle({ make: 'Toyota', model: 'Camry', soldDate, visits });
  const visitOn = (closedOn: string) => ({
    closedOn,
    mileage: null,
    opcodes: [],
    performedServiceType: null,
  });

  it('takes a Toyota with a visit on or after its sale day, not one seen only before it', () => {
    expect(plannerCovers(spec, toyota([visitOn('2023-03-01')]), '2026-06-01')).toBe(true);
    expect(plannerCovers(spec, toyota([visitOn('2023-02-28')]), '2026-06-01')).toBe(false);
    expect(plannerCovers(spec, toyota([]), '2026-06-01')).toBe(false);
  });

  it('counts any visit when the sale date is unknown', () => {
    expect(plannerCovers(spec, toyota([visitOn('2020-01-01')], null), '2026-06-01')).toBe(true);
  });
});

describe('the window a planner searches', () => {
  const spec = plannerSpec('post-30-months');

  it('is the planner date to the days asked, either way, when no bounds are given', () => {
    expect(plannerWindow(spec, { asOf: '2026-12-07', days: 14 })).toEqual({
      asOf: '2026-12-07',
      from: '2026-12-07',
      to: '2026-12-21',
    });
    expect(plannerWindow(spec, { asOf: '2026-12-07', days: -14 })).toEqual({
      asOf: '2026-12-07',
      from: '2026-11-23',
      to: '2026-12-07',
    });
  });

  it('takes a bound over the days, and the planner’s own window for the bound left out', () => {
    const fromFive = plannerWindow(spec, { asOf: '2026-12-07', minimumDays: 5, days: 14 });
    expect(fromFive.from).toBe('2026-12-12');
    expect(fromFive.to).toBe(plannerWindow(spec, { asOf: '2026-12-07' }).to);
    const toFive = plannerWindow(spec, { asOf: '2026-12-07', maximumDays: 5, days: 14 });
    expect(toFive.to).toBe('2026-12-12');
    expect(toFive.from).toBe(plannerWindow(spec, { asOf: '2026-12-07' }).from);
  });
});

describe('the start of a service planner', () => {
  it('is the latest visit, whatever order the visits come in', () => {
    const spec = plannerSpec('post-30-months');
    const visitOn = (closedOn: string) => ({
      closedOn,
      mileage: null,
      opcodes: [],
      performedServiceType: null,
    });
    const due = decideDue(
      spec,
      vehicle({
        soldDate: '2020-01-10',
        visits: [visitOn('2025-01-10'), visitOn('2025-03-05'), visitOn('2024-12-01')],
      }),
      { asOf: '2025-06-01', from: '1900-01-01', to: '2999-12-31' },
    );
    expect(due).toMatchObject({ lastServiceDate: '2025-03-05' });
  });
});
