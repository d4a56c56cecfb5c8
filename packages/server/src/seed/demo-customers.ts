import { LEAD_STAGES, type LeadStage, type ServiceType } from '@torque/domain';
import type { DemoStore } from './demo-organisation.js';
import { isBookable } from './demo-phrases.js';
import {
  CUSTOMER_TYPES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  MODELS,
  VIN_ALPHABET,
  VIN_PREFIXES,
} from './demo-people.js';
import type { Prng } from './prng.js';

export type DemoCustomer = {
  readonly id: number;
  readonly store: DemoStore;
  readonly custno: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly cellular: string;
  readonly customerType: string;
  readonly vehicle: {
    readonly vin: string;
    readonly model: string;
    readonly year: number;
    readonly odometer: number;
  };
  readonly serviceType: ServiceType;
  /** null: the lead is planned but no conversation has started. */
  readonly stage: LeadStage | null;
};

const COMMON_TYPES: readonly ServiceType[] = [
  'SALES_THANKS',
  'SALES_TITLE',
  'CHECK_UP_30D',
  'CHECK_UP',
  'CHECK_UP_CPO',
  'OIL_CHANGE',
  'OIL_CHANGE_CPO',
  'SVC_7500',
  'OIL_CHANGE_10K',
  'OIL_CHANGE_15K',
  'OIL_CHANGE_20K',
  'OIL_CHANGE_25K',
  'OIL_CHANGE_POST_30_MONTHS',
  'STATE_INSPECTION',
  'SVC_OPEN_RO',
  'SVC_CLOSED_RO',
  'APPOINTMENT_SCHEDULED',
  'PRE_CSI_LIST',
];
/** Make-specific campaigns only go to that make's store. */
const MAKE_TYPES: Readonly<Record<string, readonly ServiceType[]>> = {
  Toyota: ['TOYOTA_ERROR_ALERT'],
  Honda: ['HONDA_OLD_MODEL', 'HONDA_SERVICE_PASS'],
  Chevrolet: ['FIRST_SERVICE_CHEVROLET'],
};
const NEW_VEHICLE_TYPES: readonly ServiceType[] = [
  'SALES_THANKS',
  'SALES_TITLE',
  'CHECK_UP_30D',
  'CHECK_UP',
  'FIRST_SERVICE_CHEVROLET',
];
const MILESTONES: Partial<Record<ServiceType, number>> = {
  OIL_CHANGE: 5000,
  SVC_7500: 7500,
  OIL_CHANGE_10K: 10000,
  OIL_CHANGE_15K: 15000,
  OIL_CHANGE_20K: 20000,
  OIL_CHANGE_25K: 25000,
};
const LATE_STAGES: readonly LeadStage[] = [
  'ENGAGED',
  'APPOINTMENT_SET',
  'SHOW_OR_NO_SHOW',
  'CAR_BOUGHT_OR_NOTBOUGHT',
];
/** Stage weights: most leads are early in the funnel. */
const STAGE_WEIGHTS: Readonly<Record<LeadStage, number>> = {
  NOT_STARTED: 0, // the customers without a conversation are the not-started ones
  INITIATED: 20,
  RESPONDED: 25,
  CONTACTED: 10,
  ENGAGED: 12,
  APPOINTMENT_SET: 15,
  SHOW_OR_NO_SHOW: 10,
  CAR_BOUGHT_OR_NOTBOUGHT: 8,
};

function weightedStage(rng: Prng): LeadStage {
  let roll = rng.int(1, 100);
  for (const stage of LEAD_STAGES) {
    roll -= STAGE_WEIGHTS[stage];
    if (roll <= 0) return stage;
  }
  return 'INITIATED';
}

const vin = (rng: Prng, make: string): string => {
  let tail = '';
  for (let i = 0; i < 14; i += 1) tail += rng.pick([...VIN_ALPHABET]);
  return rng.pick(VIN_PREFIXES[make] ?? ['1XX']) + tail;
};

/** Customers with one vehicle and one planned lead each, spread evenly over the stores. */
export function demoCustomers(
  rng: Prng,
  stores: readonly DemoStore[],
  counts: { readonly withConversation: number; readonly notStarted: number },
  now: Date,
): DemoCustomer[] {
  const customers: DemoCustomer[] = [];
  const phones = new Set<string>();
  const thisYear = now.getUTCFullYear();
  const total = counts.withConversation + counts.notStarted;
  for (let i = 0; i < total; i += 1) {
    const store = stores[i % stores.length]!;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    let cellular = '';
    // 555 numbers are not assigned to real people; 0000 is kept for the carrier's failure demo.
    do cellular = `+1${rng.pick(store.areaCodes)}555${rng.digits(4)}`;
    while (phones.has(cellular) || cellular.endsWith('0000'));
    phones.add(cellular);
    const stage = i < counts.withConversation ? weightedStage(rng) : null;
    const types = [...COMMON_TYPES, ...(MAKE_TYPES[store.make] ?? [])];
    // Engaged and booked leads come from campaigns that invite a booking.
    const serviceType = rng.pick(stage && LATE_STAGES.includes(stage) ? types.filter(isBookable) : types);
    const isNew = NEW_VEHICLE_TYPES.includes(serviceType);
    const year = isNew ? thisYear : rng.int(thisYear - 9, thisYear - 1);
    const milestone = MILESTONES[serviceType];
    const odometer = isNew
      ? rng.int(40, 3500)
      : milestone !== undefined
        ? milestone + rng.int(-800, 1500)
        : Math.max(1000, (thisYear - year) * rng.int(8000, 14000) + rng.int(0, 999));
    const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    customers.push({
      id: i + 1,
      store,
      custno: String(200_000 + i * 3 + store.id),
      firstName,
      lastName,
      email: rng.chance(0.8)
        ? `${handle}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`
        : null,
      cellular,
      customerType: serviceType.endsWith('_CPO') ? 'CPO' : isNew ? 'NEW' : rng.pick(CUSTOMER_TYPES),
      vehicle: {
        vin: vin(rng, store.make),
        model: rng.pick(MODELS[store.make] ?? ['Sedan']),
        year,
        odometer,
      },
      serviceType,
      stage,
    });
  }
  return customers;
}
