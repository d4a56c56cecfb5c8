import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { serviceTypeLabel } from '../leads/service-type.js';
import {
  dayMileageReached,
  isoDay,
  milesPerDay,
  MAX_MILES_PER_DAY,
  type MileagePoint,
} from './driving-habit.rules.js';
import {
  DEAL_TYPES,
  PLANNER_KEYS,
  plannerSpec,
  serviceMileageValue,
  type PlannerSpec,
} from './planner-catalogue.rules.js';
import {
  auditDue,
  decideDue,
  mileageHistory,
  plannerWindow,
  type PlannerVehicle,
} from './planner-due.rules.js';

const START = isoDay('2020-01-01');
const arbDay = (min = 0, max = 3650) =>
  fc.integer({ min, max }).map((days) => START.plus({ days }).toISODate()!);

const MAKES = ['Toyota', 'Lexus', 'Honda', 'GMC', 'Buick', 'Chev', 'CHEVROLET', 'Chevy', 'Ford'];
const MODELS = ['Civic', 'Pilot', 'Cr-V', 'Accord', 'Camry', 'Sierra'];

/** Any vehicle: its sale, visits and readings between 2020 and 2030, any make, deal and exclusions. */
const arbVehicle = (): fc.Arbitrary<PlannerVehicle> =>
  fc.record({
    vehicleId: fc.integer({ min: 1, max: 1_000_000 }),
    make: fc.constantFrom(...MAKES),
    model: fc.constantFrom(...MODELS),
    year: fc.integer({ min: 2005, max: 2030 }),
    soldDate: fc.option(arbDay(), { nil: null }),
    dealType: fc.option(fc.constantFrom(...DEAL_TYPES), { nil: null }),
    visits: fc.array(
      fc.record({
        closedOn: arbDay(),
        mileage: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
        opcodes: fc.array(fc.constantFrom('LOF', 'SI', 'ROT', 'EMISSION')),
        performedServiceType: fc.option(fc.constantFrom('OIL_CHANGE_10K', 'OIL_CHANGE', 'STATE_INSPECTION'), {
          nil: null,
        }),
      }),
      { maxLength: 4 },
    ),
    mileageRecords: fc.array(fc.record({ on: arbDay(), mileage: fc.integer({ min: 0, max: 200_000 }) }), {
      maxLength: 3,
    }),
    hasFutureAppointment: fc.boolean(),
    servicePerformedAlready: fc.array(fc.constantFrom('OIL_CHANGE_10K', 'SALES_THANKS', '*'), {
      maxLength: 2,
    }),
    optedOut: fc.boolean(),
  });

const arbSpec = (): fc.Arbitrary<PlannerSpec> => fc.constantFrom(...PLANNER_KEYS).map(plannerSpec);
const arbWindow = () =>
  fc.record({
    asOf: arbDay(365, 3650),
    minimumDays: fc.integer({ min: -400, max: 400 }),
    maximumDays: fc.integer({ min: -400, max: 400 }),
  });

/**
 * A planner with a vehicle it often lists: half the time the vehicle is made to fit the planner (its
 * kind, a sale, no appointment, nothing performed), so the window's edges are met, not only its outside.
 */
const arbSpecAndVehicle = (): fc.Arbitrary<[PlannerSpec, PlannerVehicle]> =>
  arbSpec().chain((spec) =>
    fc.tuple(
      fc.constant(spec),
      fc.oneof(
        arbVehicle(),
        arbVehicle().map((vehicle) => ({
          ...vehicle,
          make: spec.makes?.[0] ?? vehicle.make,
          model: spec.models?.[0] ?? vehicle.model,
          dealType: spec.dealTypes?.[0] ?? vehicle.dealType,
          soldDate: vehicle.soldDate ?? '2021-06-01',
          year: 2015,
          hasFutureAppointment: false,
          servicePerformedAlready: [],
          visits: vehicle.visits.map((visit) => ({ ...visit, performedServiceType: null })),
        })),
      ),
    ),
  );

const config = propertyConfig();

describe('who is due (issue 15; spec 2 §2, §7)', () => {
  it('never lists a vehicle with an appointment to come or whose service was performed already', () => {
    fc.assert(
      fc.property(arbSpec(), arbVehicle(), arbWindow(), (spec, vehicle, input) => {
        const dueWindow = plannerWindow(spec, input);
        const decision = decideDue(spec, vehicle, dueWindow);
        const performed =
          vehicle.servicePerformedAlready.includes(spec.serviceType) ||
          vehicle.servicePerformedAlready.includes('*') ||
          vehicle.visits.some((visit) => visit.performedServiceType === spec.serviceType);
        if (vehicle.hasFutureAppointment || performed) expect(typeof decision).toBe('string');
      }),
      config,
    );
  });

  it('lists only due dates inside the window, and the window is the planner date plus the days asked', () => {
    fc.assert(
      fc.property(arbSpec(), arbVehicle(), arbWindow(), (spec, vehicle, input) => {
        const dueWindow = plannerWindow(spec, input);
        const low = Math.min(input.minimumDays, input.maximumDays);
        const high = Math.max(input.minimumDays, input.maximumDays);
        expect(dueWindow.from).toBe(isoDay(input.asOf).plus({ days: low }).toISODate());
        expect(dueWindow.to).toBe(isoDay(input.asOf).plus({ days: high }).toISODate());
        const decision = decideDue(spec, vehicle, dueWindow);
        if (typeof decision === 'string') return;
        expect(decision.dueDate >= dueWindow.from && decision.dueDate <= dueWindow.to).toBe(true);
      }),
      config,
    );
  });

  it('lists every vehicle due inside the window, on its first and last day too, and none a day outside', () => {
    const shift = (day: string, days: number) => isoDay(day).plus({ days }).toISODate()!;
    fc.assert(
      fc.property(arbSpecAndVehicle(), arbDay(365, 3650), ([spec, vehicle], asOf) => {
        const wide = decideDue(spec, vehicle, { asOf, from: '1900-01-01', to: '2999-12-31' });
        if (typeof wide === 'string') return;
        const due = wide.dueDate;
        // A window of that one day, and windows that start or end exactly on it, all list it alike.
        expect(decideDue(spec, vehicle, { asOf, from: due, to: due })).toEqual(wide);
        expect(decideDue(spec, vehicle, { asOf, from: shift(due, -30), to: due })).toEqual(wide);
        expect(decideDue(spec, vehicle, { asOf, from: due, to: shift(due, 30) })).toEqual(wide);
        expect(decideDue(spec, vehicle, { asOf, from: shift(due, 1), to: shift(due, 30) })).toBe(
          'outside-the-days',
        );
        expect(decideDue(spec, vehicle, { asOf, from: shift(due, -30), to: shift(due, -1) })).toBe(
          'outside-the-days',
        );
      }),
      config,
    );
  });

  it('meets vehicles that are due (the property above is only as strong as what it lists)', () => {
    const samples = fc.sample(fc.tuple(arbSpecAndVehicle(), arbDay(365, 3650)), 300);
    const listed = samples.filter(
      ([[spec, vehicle], asOf]) =>
        typeof decideDue(spec, vehicle, { asOf, from: '1900-01-01', to: '2999-12-31' }) !== 'string',
    );
    expect(listed.length).toBeGreaterThan(30);
  });

  it('is due at the earlier of time and mileage: never after the time schedule, and by mileage only when the habit reaches it first', () => {
    fc.assert(
      fc.property(arbSpec(), arbVehicle(), (spec, vehicle) => {
        const wide = { asOf: '2025-01-01', from: '1900-01-01', to: '2999-12-31' };
        const decision = decideDue(spec, vehicle, wide);
        if (typeof decision === 'string') return;
        if (spec.mileageLabel === null) {
          expect(decision.dueBy).toBe('time');
          expect(decision.dueMileage).toBeNull();
        }
        if (decision.dueBy === 'mileage') {
          expect(decision.dueMileage).not.toBeNull();
          const reached = dayMileageReached(mileageHistory(vehicle), decision.dueMileage!);
          expect(reached).not.toBeNull();
        }
        // Time never loses: the due day is at most the schedule after the start.
        const starts = [vehicle.soldDate, ...vehicle.visits.map((visit) => visit.closedOn)].filter(
          (day): day is string => day !== null,
        );
        const latestStart = starts.sort().at(-1)!;
        expect(decision.dueDate <= isoDay(latestStart).plus(spec.dueAfter).toISODate()!).toBe(true);
      }),
      config,
    );
  });

  it('dates a sold vehicle at exactly the earlier of its time schedule and the day its habit reaches the service mileage', () => {
    const mileagePlanners = PLANNER_KEYS.map(plannerSpec).filter(
      (spec) => spec.anchor === 'sold' && spec.mileageLabel !== null && spec.serviced === undefined,
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...mileagePlanners),
        arbDay(0, 2000),
        fc.integer({ min: 15, max: 400 }),
        fc.integer({ min: 0, max: 40_000 }),
        (spec, sold, daysLater, mileage) => {
          const visitDay = isoDay(sold).plus({ days: daysLater }).toISODate()!;
          const vehicle: PlannerVehicle = {
            vehicleId: 1,
            make: spec.makes?.[0] ?? 'Toyota',
            model: spec.models?.[0] ?? 'Camry',
            year: 2020,
            soldDate: sold,
            dealType: 'New',
            visits: [{ closedOn: visitDay, mileage, opcodes: [], performedServiceType: null }],
            mileageRecords: [],
            hasFutureAppointment: false,
            servicePerformedAlready: [],
            optedOut: false,
          };
          const decision = decideDue(spec, vehicle, { asOf: sold, from: '1900-01-01', to: '2999-12-31' });
          expect(typeof decision).not.toBe('string');
          if (typeof decision === 'string') return;
          const byTime = isoDay(sold).plus(spec.dueAfter).toISODate()!;
          const byMileage = dayMileageReached(
            mileageHistory(vehicle),
            serviceMileageValue(spec.mileageLabel!),
          );
          const earlier = byMileage !== null && byMileage < byTime ? byMileage : byTime;
          expect(decision.dueDate).toBe(earlier);
          expect(decision.dueBy).toBe(earlier === byTime ? 'time' : 'mileage');
        },
      ),
      config,
    );
  });

  it('names the due date as DD.MM.YYYY, the service label and an opted-out owner in the reason', () => {
    fc.assert(
      fc.property(arbSpec(), arbVehicle(), arbWindow(), (spec, vehicle, input) => {
        const decision = decideDue(spec, vehicle, plannerWindow(spec, input));
        if (typeof decision === 'string') return;
        const [y, m, d] = decision.dueDate.split('-');
        expect(decision.reason).toContain(`${serviceTypeLabel(spec.serviceType)} due by ${d}.${m}.${y}`);
        expect(decision.optedOut).toBe(vehicle.optedOut);
        expect(decision.reason.endsWith('; opted out, not texted')).toBe(vehicle.optedOut);
      }),
      config,
    );
  });

  it('lists a vehicle only for the planners of its kind (deal type, make, model)', () => {
    fc.assert(
      fc.property(arbSpec(), arbVehicle(), arbWindow(), (spec, vehicle, input) => {
        const decision = decideDue(spec, vehicle, plannerWindow(spec, input));
        if (typeof decision === 'string') return;
        if (spec.dealTypes) expect(spec.dealTypes).toContain(vehicle.dealType);
        if (spec.makes)
          expect(spec.makes.map((make) => make.toLowerCase())).toContain(vehicle.make?.toLowerCase());
      }),
      config,
    );
  });

  it('audits what the planner lists, plus what it leaves out only for an appointment or a service performed', () => {
    fc.assert(
      fc.property(arbSpec(), arbVehicle(), arbWindow(), (spec, vehicle, input) => {
        const dueWindow = plannerWindow(spec, input);
        const decision = decideDue(spec, vehicle, dueWindow);
        const audited = auditDue(spec, vehicle, dueWindow);
        if (typeof decision !== 'string')
          expect(audited).toMatchObject({ ...decision, leftOutBecause: null });
        else if (audited) {
          expect(audited.leftOutBecause).toBe(decision);
          expect(audited.reason).toMatch(/^not listed, /);
        }
      }),
      config,
    );
  });
});

describe("the owner's driving habit", () => {
  const arbReadings = (): fc.Arbitrary<MileagePoint[]> =>
    fc.array(fc.record({ on: arbDay(), mileage: fc.integer({ min: 0, max: 300_000 }) }), { maxLength: 6 });

  it('is never negative nor above the cap', () => {
    fc.assert(
      fc.property(arbReadings(), (readings) => {
        const pace = milesPerDay(readings);
        expect(pace).toBeGreaterThanOrEqual(0);
        expect(pace).toBeLessThanOrEqual(MAX_MILES_PER_DAY);
      }),
      config,
    );
  });

  it('reaches a higher mileage no earlier than a lower one', () => {
    fc.assert(
      fc.property(
        arbReadings(),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (readings, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const first = dayMileageReached(readings, low);
          const second = dayMileageReached(readings, high);
          if (first !== null && second !== null) expect(first <= second).toBe(true);
        },
      ),
      config,
    );
  });

  it('takes service mileages from the catalogue: 1000 below the label', () => {
    expect(serviceMileageValue('10K')).toBe(9000);
    expect(serviceMileageValue('5K')).toBe(4000);
    expect(serviceMileageValue('7.5K')).toBe(6500);
    expect(serviceMileageValue('0K')).toBe(0);
  });
});
