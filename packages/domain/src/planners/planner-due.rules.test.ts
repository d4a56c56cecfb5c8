import { describe, expect, it } from 'vitest';
import { estimatedMileage, milesPerDay, DEFAULT_MILES_PER_DAY } from './driving-habit.rules.js';
import {
  isPlannerRunName,
  PLANNER_KEYS,
  plannersOfRun,
  plannerSpec,
  runForEnterprise,
  runOfServiceType,
} from './planner-catalogue.rules.js';
import { decideDue, plannerWindow, requestDateToIso, type PlannerVehicle } from './planner-due.rules.js';

const vehicle = (overrides: Partial<PlannerVehicle> = {}): PlannerVehicle => ({
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
  ...overrides,
});
const dueWindow = (asOf: string, minimumDays = -30, maximumDays = 30) =>
  plannerWindow(plannerSpec('5K'), { asOf, minimumDays, maximumDays });

describe('due rules, by example', () => {
  it("reads the issue's example: a light driver is due for 5K six months after the sale", () => {
    // 1,500 miles in the first three months: about 16 a day, so time (six months) comes before 4,000 miles.
    const light = vehicle({
      visits: [{ closedOn: '2026-08-02', mileage: 1_500, opcodes: ['LOF'], performedServiceType: null }],
    });
    const due = decideDue(plannerSpec('5K'), light, dueWindow('2026-11-15'));
    expect(due).toMatchObject({ dueDate: '2026-11-02', dueBy: 'time', dueMileage: 4000 });
    expect(typeof due !== 'string' && due.reason).toBe(
      'sold 02.05.2026, about 3,200 miles now, 5K due by 02.11.2026',
    );
  });

  it('is due by mileage first for a heavy driver, and says so', () => {
    const heavy = vehicle({
      visits: [{ closedOn: '2026-06-01', mileage: 3_000, opcodes: [], performedServiceType: null }],
    });
    // 3,000 miles in 30 days: 100 a day reaches 9,000 on 31.07, long before the first anniversary.
    const due = decideDue(plannerSpec('10K'), heavy, dueWindow('2026-08-15'));
    expect(due).toMatchObject({ dueBy: 'mileage', dueMileage: 9000, dueDate: '2026-07-31' });
    expect(typeof due !== 'string' && due.reason).toMatch(
      /10K due by 31\.07\.2026 \(mileage first: 9,000 miles\)$/,
    );
  });

  it('leaves out a booked vehicle, a performed service and a vehicle of another kind', () => {
    const w = dueWindow('2026-11-02');
    expect(decideDue(plannerSpec('5K'), vehicle({ hasFutureAppointment: true }), w)).toBe(
      'appointment-booked',
    );
    expect(decideDue(plannerSpec('5K'), vehicle({ servicePerformedAlready: ['OIL_CHANGE'] }), w)).toBe(
      'service-performed-already',
    );
    expect(decideDue(plannerSpec('5K'), vehicle({ dealType: 'Used' }), w)).toBe('not-this-planner');
    expect(decideDue(plannerSpec('5K'), vehicle({ soldDate: '2020-01-01' }), w)).toBe('outside-the-days');
  });

  it('plans the state inspection from the last visit with an inspection opcode', () => {
    const inspected = vehicle({
      dealType: 'Used',
      soldDate: '2022-01-10',
      visits: [
        { closedOn: '2025-11-20', mileage: 40_000, opcodes: ['SI'], performedServiceType: null },
        { closedOn: '2026-03-01', mileage: 44_000, opcodes: ['LOF'], performedServiceType: null },
      ],
    });
    const due = decideDue(plannerSpec('state-inspection'), inspected, dueWindow('2026-11-24'));
    expect(due).toMatchObject({ dueDate: '2026-11-20', dueBy: 'time', dueMileage: null });
    expect(typeof due !== 'string' && due.reason).toBe(
      'Used last inspection 20.11.2025 at 40,000 miles, State inspection due by 20.11.2026',
    );
  });

  it('takes the Honda service pass models and first-service makes of spec 2 §7', () => {
    const pass = vehicle({
      make: 'Honda',
      model: 'Hr-V',
      dealType: 'Used',
      visits: [{ closedOn: '2026-05-20', mileage: 20_000, opcodes: [], performedServiceType: null }],
    });
    // One reading: the average habit (37 a day) drives the 4,000 miles of the pass by 06.09.
    expect(decideDue(plannerSpec('honda-service-pass'), pass, dueWindow('2026-09-10'))).toMatchObject({
      serviceType: 'HONDA_SERVICE_PASS',
      dueDate: '2026-09-06',
      dueMileage: 24_000,
    });
    expect(
      decideDue(plannerSpec('honda-service-pass'), { ...pass, model: 'Accord' }, dueWindow('2026-09-10')),
    ).toBe('not-this-planner');
    const chevy = vehicle({ make: 'Chevy', soldDate: '2026-07-20' });
    expect(decideDue(plannerSpec('first-service-chevrolet'), chevy, dueWindow('2026-11-20'))).toMatchObject({
      serviceType: 'FIRST_SERVICE_CHEVROLET',
    });
  });

  it('estimates the habit from the readings, or the US average without them', () => {
    expect(milesPerDay([])).toBe(DEFAULT_MILES_PER_DAY);
    expect(
      milesPerDay([
        { on: '2026-01-01', mileage: 1000 },
        { on: '2026-01-11', mileage: 1500 },
      ]),
    ).toBe(DEFAULT_MILES_PER_DAY);
    expect(
      milesPerDay([
        { on: '2026-01-01', mileage: 1000 },
        { on: '2026-01-21', mileage: 1600 },
      ]),
    ).toBe(30);
    expect(
      estimatedMileage(
        [
          { on: '2026-01-01', mileage: 1000 },
          { on: '2026-01-21', mileage: 1600 },
        ],
        '2026-01-31',
      ),
    ).toBe(1900);
  });

  it('reads the window: days alone from the planner date on; minimum and maximum around it', () => {
    expect(plannerWindow(plannerSpec('10K'), { asOf: '2026-11-24', days: 10 })).toEqual({
      asOf: '2026-11-24',
      from: '2026-11-24',
      to: '2026-12-04',
    });
    expect(plannerWindow(plannerSpec('10K'), { asOf: '2026-11-24' })).toMatchObject({
      from: '2026-10-25',
      to: '2026-12-24',
    });
    expect(requestDateToIso('30.11.2026')).toBe('2026-11-30');
    expect(requestDateToIso('31.02.2026')).toBeUndefined();
  });

  it('maps every run to its planners, enterprise 29 to its own 0K and a service type to its run', () => {
    expect(plannersOfRun('5K').map((spec) => spec.serviceType)).toEqual(['OIL_CHANGE', 'OIL_CHANGE_CPO']);
    expect(plannersOfRun('check-up').map((spec) => spec.serviceType)).toEqual(['CHECK_UP', 'CHECK_UP_CPO']);
    expect(runForEnterprise('0K', 29)).toBe('0K-special');
    expect(runForEnterprise('0K', 1)).toBe('0K');
    expect(runOfServiceType('TOYOTA_ERROR_ALERT')).toBe('toyota-error-alert');
    expect(runOfServiceType('SVC_OPEN_RO')).toBeUndefined();
    expect(isPlannerRunName('12K')).toBe(false);
    expect(PLANNER_KEYS).toHaveLength(23);
  });
});
