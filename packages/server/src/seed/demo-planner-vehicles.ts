import {
  decideDue,
  isoDay,
  isoToday,
  PLANNER_KEYS,
  plannerSpec,
  plannerWindow,
  type DealType,
  type PlannerSpec,
  type PlannerVehicle,
  type ServiceVisit,
} from '@torque/domain';
import { insertRows, type Row } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { FIRST_NAMES, LAST_NAMES } from './demo-people.js';

/**
 * Issue 15 demo data: for every planner a few sold vehicles, with service visits, that the planner lists
 * today (the seed's clock), each due on another day or by another measure so the reasons differ; plus a
 * 10K vehicle with an appointment booked, one marked "service performed already" (SPA-SS) and one whose
 * owner opted out. Dates are found by asking the domain itself, so the demo follows the rules.
 */
export type DemoPlannerVehicle = {
  readonly spec: PlannerSpec;
  readonly storeId: number;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly dealType: DealType;
  readonly soldDate: string;
  readonly visits: readonly ServiceVisit[];
  readonly extra?: 'appointment' | 'spa' | 'opted-out';
};

const TOYOTA_MODELS = ['Camry', 'Corolla', 'RAV4', 'Highlander', 'Tacoma', 'Prius'];
const ZONE = 'America/New_York';
/** Owners' habits (miles a day) the variants cycle through: light, average and heavy drivers. */
const HABITS = [18, 30, 55];
/**
 * Where in the window each variant falls (days from today). The fortnight planners (days after the sale) use
 * their own: a sale cannot be in the future, so their latest due day is that many days on.
 */
const OFFSETS = [-6, 4, 12, 20, -15, 26];

/** The demo's planner vehicles for a day (ISO): every planner's, then the three 10K exceptions. */
export function demoPlannerVehicles(today: string): DemoPlannerVehicle[] {
  const vehicles = PLANNER_KEYS.flatMap((key) => demoVehiclesFor(plannerSpec(key), today));
  const tenK = plannerSpec('10K');
  for (const extra of ['appointment', 'spa', 'opted-out'] as const) {
    const base = findVehicle(tenK, today, 3, OFFSETS[1]!);
    if (base) vehicles.push({ ...base, extra });
  }
  return vehicles;
}

export async function addDemoPlannerVehicles(tx: Queryable, now: Date): Promise<void> {
  const today = isoToday(now, ZONE);
  const vehicles = demoPlannerVehicles(today);
  const taken = new Set(
    (await tx.query<{ cellular: string }>('SELECT cellular FROM customer')).map((r) => r.cellular),
  );
  const [ids] = await tx.query<{ customer: number; vehicle: number }>(
    `SELECT COALESCE((SELECT max(id) FROM customer), 0) AS customer, COALESCE((SELECT max(id) FROM service_vehicle), 0) AS vehicle`,
  );
  const customers: Row[] = [];
  const rows: Row[] = [];
  const visits: Row[] = [];
  const appointments: Row[] = [];
  const marks: Row[] = [];
  let phone = 9100;
  vehicles.forEach((vehicle, i) => {
    const customerId = ids!.customer + i + 1;
    const vehicleId = ids!.vehicle + i + 1;
    let cellular = '';
    do cellular = `+1${vehicle.storeId === 3 ? '303' : vehicle.storeId === 4 ? '626' : '718'}555${phone++}`;
    while (taken.has(cellular));
    customers.push({
      id: customerId,
      store_id: vehicle.storeId,
      custno: `PL${vehicle.storeId}${String(i + 1).padStart(4, '0')}`,
      first_name: FIRST_NAMES[(i * 7) % FIRST_NAMES.length],
      last_name: LAST_NAMES[(i * 11) % LAST_NAMES.length],
      cellular,
      customer_type: vehicle.dealType === 'New' ? 'NEW' : 'USED',
      block_sms: vehicle.extra === 'opted-out',
    });
    rows.push({
      id: vehicleId,
      customer_id: customerId,
      vin: `5PLNR${String(vehicleId).padStart(12, '0')}`,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      odometer: vehicle.visits[vehicle.visits.length - 1]?.mileage ?? 0,
      sold_date: vehicle.soldDate,
      deal_type: vehicle.dealType,
    });
    for (const visit of vehicle.visits)
      visits.push({
        vehicle_id: vehicleId,
        store_id: vehicle.storeId,
        closed_on: visit.closedOn,
        mileage: visit.mileage,
        opcodes: [...visit.opcodes],
        performed_service_type: visit.performedServiceType,
      });
    if (vehicle.extra === 'appointment')
      appointments.push({
        vehicle_id: vehicleId,
        store_id: vehicle.storeId,
        appointment_at: isoDay(today).plus({ days: 5, hours: 15 }).toJSDate(),
        status: 'BOOKED',
      });
    if (vehicle.extra === 'spa')
      marks.push({ intent_type: 'SPA-SS', value: 'OIL_CHANGE_10K', vehicle_id: vehicleId });
  });
  await insertRows(tx, 'customer', customers);
  await insertRows(tx, 'service_vehicle', rows, { sold_date: 'date' });
  await insertRows(tx, 'repair_order', visits, { closed_on: 'date', opcodes: 'text[]' });
  await insertRows(tx, 'appointment', appointments);
  await insertRows(tx, 'mark', marks);
  await tx.query(`SELECT setval(pg_get_serial_sequence('customer', 'id'), (SELECT max(id) FROM customer))`);
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('service_vehicle', 'id'), (SELECT max(id) FROM service_vehicle))`,
  );
}

function demoVehiclesFor(spec: PlannerSpec, today: string): DemoPlannerVehicle[] {
  const count = spec.key === '10K' ? 6 : 3;
  const fortnight = spec.searchDays.maximumDays < 30;
  return Array.from({ length: count }, (_, variant) =>
    findVehicle(
      spec,
      today,
      variant,
      fortnight ? [-5, -1, Math.min(3, spec.dueAfter.days ?? 3)][variant % 3]! : OFFSETS[variant]!,
    ),
  ).filter((vehicle): vehicle is DemoPlannerVehicle => vehicle !== null);
}

/**
 * The vehicle of this kind whose due date is nearest the wanted day. The later the start, the later the
 * due date (one day for one day), so a binary search over the days since the start finds it quickly.
 */
function findVehicle(
  spec: PlannerSpec,
  today: string,
  variant: number,
  offset: number,
): DemoPlannerVehicle | null {
  const target = isoDay(today).plus({ days: offset }).toISODate()!;
  const everywhere = { asOf: today, from: '1900-01-01', to: '2999-12-31' };
  const dueOf = (k: number): string | null => {
    const decision = decideDue(spec, asPlannerVehicle(shape(spec, today, variant, k)), everywhere);
    return typeof decision === 'string' ? null : decision.dueDate;
  };
  // Due is at most the time schedule after the start, so the start lies within that many days (and the window).
  let low = 0;
  let high = isoDay(today).plus(spec.dueAfter).diff(isoDay(today), 'days').days + 40;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const due = dueOf(middle);
    if (due !== null && due > target) low = middle + 1;
    else high = middle;
  }
  const window = plannerWindow(spec, { asOf: today });
  for (const k of [low, low - 1, low + 1, low - 2, low + 2].filter((day) => day >= 0)) {
    const vehicle = shape(spec, today, variant, k);
    if (typeof decideDue(spec, asPlannerVehicle(vehicle), window) !== 'string') return vehicle;
  }
  return null;
}

const daysAgo = (today: string, days: number): string => isoDay(today).minus({ days }).toISODate()!;

/** A vehicle of the planner's kind whose start (sale or last visit) was k days ago. */
function shape(spec: PlannerSpec, today: string, variant: number, k: number): DemoPlannerVehicle {
  const make = spec.makes?.[variant % spec.makes.length] ?? 'Toyota';
  const model =
    spec.models?.[variant % spec.models.length] ??
    (make === 'Toyota' ? TOYOTA_MODELS[variant % TOYOTA_MODELS.length]! : defaultModel(make));
  const dealType: DealType =
    spec.dealTypes?.[0] ?? (spec.key === '0K-special' ? (variant % 2 ? 'CPO' : 'Used') : 'Used');
  const habit = HABITS[variant % HABITS.length]!;
  const year = spec.minimumAgeYears
    ? isoDay(today).year - spec.minimumAgeYears - 2 - variant
    : isoDay(today).year - 1;
  const base = { spec, storeId: storeOf(spec), make, model, year, dealType };
  if (spec.anchor === 'sold') {
    const soldDate = daysAgo(today, k);
    // A visit half-way shows the owner's habit, except for planners of vehicles never serviced since the sale.
    const half = Math.floor(k / 2);
    const visits: ServiceVisit[] =
      spec.serviced === false || half < 20 || dealType !== 'New'
        ? []
        : [
            {
              closedOn: daysAgo(today, k - half),
              mileage: habit * half,
              opcodes: ['LOF'],
              performedServiceType: null,
            },
          ];
    return { ...base, soldDate, visits };
  }
  const soldDate = daysAgo(today, k + (spec.soldMonthsAgo ? 900 : 400));
  const opcodes = spec.anchor === 'lastInspection' ? ['SI'] : ['LOF', 'ROT'];
  const lastMileage = 20_000 + habit * 400 + variant * 1_000;
  const visits: ServiceVisit[] = [
    {
      closedOn: daysAgo(today, k + 200),
      mileage: lastMileage - habit * 200,
      opcodes: ['LOF'],
      performedServiceType: null,
    },
    { closedOn: daysAgo(today, k), mileage: lastMileage, opcodes, performedServiceType: null },
  ];
  return { ...base, soldDate, visits };
}

/** Honda planners in the Honda store, GM's first service in the Chevrolet store, the rest in the Toyota store. */
const storeOf = (spec: PlannerSpec): number =>
  spec.makes?.includes('Honda') ? 3 : spec.key.startsWith('first-service') ? 4 : 1;

const defaultModel = (make: string): string =>
  ({ Honda: 'Accord', GMC: 'Sierra', Buick: 'Enclave', Chev: 'Silverado', Lexus: 'RX 350' })[make] ?? 'Sedan';

function asPlannerVehicle(vehicle: DemoPlannerVehicle): PlannerVehicle {
  return {
    vehicleId: 0,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    soldDate: vehicle.soldDate,
    dealType: vehicle.dealType,
    visits: vehicle.visits,
    mileageRecords: [],
    hasFutureAppointment: false,
    servicePerformedAlready: [],
    optedOut: false,
  };
}
