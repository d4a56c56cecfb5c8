import { describe, expect, it } from 'vitest';
import { plannerSpec } from './planner-catalogue.rules.js';
import { plannerCovers, type PlannerVehicle } from './planner-due.rules.js';

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
