import {
  FIRST_INTERACTION_DEAL_TYPE,
  HONDA_SERVICE_PASS_MODELS,
  SPECIAL_0K_PLANNER_ENTERPRISE,
} from '../catalog/constants.js';
import { serviceMileageOptions } from '../catalog/service-mileage.js';
import type { ServiceType } from '../leads/service-type.js';
import type { PlannerRun } from './planner-run.rules.js';

/** How the dealership sold the vehicle (service_vehicle.deal_type). */
export const DEAL_TYPES = ['New', 'Used', 'CPO'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** What a planner's schedule counts from. */
export type PlannerAnchor =
  | 'sold' // the delivery (sold) date: the factory schedule of a vehicle we sold
  | 'lastService' // the last closed repair order (the sale when there is none)
  | 'lastInspection'; // the last repair order with an inspection opcode (the sale when there is none)

/**
 * Issue 15: the service-inspection opcodes spec 2 §7 mentions without listing. Our list: the state
 * inspection operation codes dealer systems commonly carry (safety, emissions and the combined one).
 */
export const STATE_INSPECTION_OPCODES = ['SI', 'STINSP', 'SAFETY', 'EMISSION', 'SIEMIS'] as const;

/** GM's makes as the first-service planner receives them (spec 2 §7), by the service type each feeds. */
const GMC_MAKES = ['GMC'] as const;
const BUICK_MAKES = ['Buick'] as const;
const CHEVROLET_MAKES = ['Chev', 'CHEVROLET', 'Chevy'] as const;

/** A Honda is an "old model" from this age in model years on (our reading: past its warranty years). */
export const HONDA_OLD_MODEL_AGE_YEARS = 10;
/** Post 30 months: vehicles sold at least this long ago. */
export const POST_30_MONTHS = 30;

/** One planner: which service it predicts, from when, and for which vehicles. */
export type PlannerSpec = {
  readonly key: PlannerKey;
  readonly serviceType: ServiceType;
  readonly anchor: PlannerAnchor;
  /** The time schedule: due this long after the anchor. */
  readonly dueAfter: { readonly months?: number; readonly days?: number };
  /**
   * The mileage schedule as a service mileage label ('10K'); null for a time-only planner. From the sale
   * it is an odometer reading; from the last service it is the miles driven since.
   */
  readonly mileageLabel: string | null;
  readonly dealTypes?: readonly DealType[];
  /** Makes compared without case. */
  readonly makes?: readonly string[];
  readonly models?: readonly string[];
  /** Only vehicles with a service visit (true) or without one since the sale (false). */
  readonly serviced?: boolean;
  /** Only model years at least this old. */
  readonly minimumAgeYears?: number;
  /** Only vehicles sold at least this many months ago. */
  readonly soldMonthsAgo?: number;
  /** The window of days around the planner date when the search names none. */
  readonly searchDays: { readonly minimumDays: number; readonly maximumDays: number };
  /** The state inspection opcodes when a search names its own (else STATE_INSPECTION_OPCODES). */
  readonly inspectionOpcodes?: readonly string[];
  /** How the reason names the vehicle's story, before "sold"/"last service". */
  readonly story?: string;
};

const month = { minimumDays: -30, maximumDays: 30 };
const fortnight = { minimumDays: -7, maximumDays: 14 };

/** Every planner of spec 2 §2 and §7, keyed by our name. */
export const PLANNER_SPECS = {
  '0K': {
    serviceType: 'SALES_THANKS',
    anchor: 'sold',
    dueAfter: { days: 3 },
    mileageLabel: null,
    dealTypes: ['New'],
    searchDays: fortnight,
  },
  // Enterprise 29's own 0K: thanks every buyer (Used and CPO too) the day after delivery.
  '0K-special': {
    serviceType: 'SALES_THANKS',
    anchor: 'sold',
    dueAfter: { days: 1 },
    mileageLabel: null,
    searchDays: fortnight,
  },
  '0.5K': {
    serviceType: 'SALES_TITLE',
    anchor: 'sold',
    dueAfter: { days: 14 },
    mileageLabel: null,
    searchDays: fortnight,
  },
  'check-up-30days': {
    serviceType: 'CHECK_UP_30D',
    anchor: 'sold',
    dueAfter: { days: 30 },
    mileageLabel: null,
    searchDays: fortnight,
  },
  'check-up': {
    serviceType: 'CHECK_UP',
    anchor: 'sold',
    dueAfter: { days: 90 },
    mileageLabel: null,
    dealTypes: ['New'],
    searchDays: month,
  },
  'check-up-CPO': {
    serviceType: 'CHECK_UP_CPO',
    anchor: 'sold',
    dueAfter: { days: 90 },
    mileageLabel: null,
    dealTypes: ['CPO'],
    searchDays: month,
    story: 'CPO',
  },
  '5K': {
    serviceType: 'OIL_CHANGE',
    anchor: 'sold',
    dueAfter: { months: 6 },
    mileageLabel: '5K',
    dealTypes: ['New'],
    searchDays: month,
  },
  '5K-CPO': {
    serviceType: 'OIL_CHANGE_CPO',
    anchor: 'lastService',
    dueAfter: { months: 6 },
    mileageLabel: '5K',
    dealTypes: ['CPO'],
    searchDays: month,
    story: 'CPO',
  },
  '7.5K': {
    serviceType: 'SVC_7500',
    anchor: 'sold',
    dueAfter: { months: 9 },
    mileageLabel: '7.5K',
    dealTypes: ['New'],
    searchDays: month,
  },
  '10K': {
    serviceType: 'OIL_CHANGE_10K',
    anchor: 'sold',
    dueAfter: { months: 12 },
    mileageLabel: '10K',
    dealTypes: ['New'],
    searchDays: month,
  },
  '15K': {
    serviceType: 'OIL_CHANGE_15K',
    anchor: 'sold',
    dueAfter: { months: 18 },
    mileageLabel: '15K',
    dealTypes: ['New'],
    searchDays: month,
  },
  '20K': {
    serviceType: 'OIL_CHANGE_20K',
    anchor: 'sold',
    dueAfter: { months: 24 },
    mileageLabel: '20K',
    dealTypes: ['New'],
    searchDays: month,
  },
  '25K': {
    serviceType: 'OIL_CHANGE_25K',
    anchor: 'sold',
    dueAfter: { months: 30 },
    mileageLabel: '25K',
    dealTypes: ['New'],
    searchDays: month,
  },
  'post-30-months': {
    serviceType: 'OIL_CHANGE_POST_30_MONTHS',
    anchor: 'lastService',
    dueAfter: { months: 6 },
    mileageLabel: '5K',
    soldMonthsAgo: POST_30_MONTHS,
    searchDays: month,
    story: 'past 30 months',
  },
  'toyota-error-alert': {
    serviceType: 'TOYOTA_ERROR_ALERT',
    anchor: 'lastService',
    dueAfter: { months: 12 },
    mileageLabel: '10K',
    makes: ['Toyota'],
    serviced: true,
    searchDays: month,
    story: 'Toyota',
  },
  'lexus-error-alert': {
    serviceType: 'LEXUS_ERROR_ALERT',
    anchor: 'lastService',
    dueAfter: { months: 12 },
    mileageLabel: '10K',
    makes: ['Lexus'],
    serviced: true,
    searchDays: month,
    story: 'Lexus',
  },
  'honda-old-model': {
    serviceType: 'HONDA_OLD_MODEL',
    anchor: 'lastService',
    dueAfter: { months: 12 },
    mileageLabel: '10K',
    makes: ['Honda'],
    minimumAgeYears: HONDA_OLD_MODEL_AGE_YEARS,
    searchDays: month,
    story: 'older Honda',
  },
  'honda-service-pass': {
    serviceType: 'HONDA_SERVICE_PASS',
    anchor: 'lastService',
    dueAfter: { months: 6 },
    mileageLabel: '5K',
    makes: ['Honda'],
    models: HONDA_SERVICE_PASS_MODELS,
    serviced: true,
    searchDays: month,
    story: 'service pass',
  },
  'new-vehicle-honda': {
    serviceType: 'HONDA_SERVICE_PASS',
    anchor: 'sold',
    dueAfter: { months: 6 },
    mileageLabel: '5K',
    makes: ['Honda'],
    models: HONDA_SERVICE_PASS_MODELS,
    dealTypes: ['New'],
    serviced: false,
    searchDays: month,
    story: 'new Honda',
  },
  'state-inspection': {
    serviceType: 'STATE_INSPECTION',
    anchor: 'lastInspection',
    dueAfter: { months: 12 },
    mileageLabel: null,
    searchDays: month,
  },
  'first-service-gmc': {
    serviceType: 'FIRST_SERVICE_GMC',
    anchor: 'sold',
    dueAfter: { months: 4 },
    mileageLabel: '5K',
    makes: GMC_MAKES,
    dealTypes: [FIRST_INTERACTION_DEAL_TYPE],
    serviced: false,
    searchDays: month,
    story: 'new GMC',
  },
  'first-service-buick': {
    serviceType: 'FIRST_SERVICE_BUICK',
    anchor: 'sold',
    dueAfter: { months: 4 },
    mileageLabel: '5K',
    makes: BUICK_MAKES,
    dealTypes: [FIRST_INTERACTION_DEAL_TYPE],
    serviced: false,
    searchDays: month,
    story: 'new Buick',
  },
  'first-service-chevrolet': {
    serviceType: 'FIRST_SERVICE_CHEVROLET',
    anchor: 'sold',
    dueAfter: { months: 4 },
    mileageLabel: '5K',
    makes: CHEVROLET_MAKES,
    dealTypes: [FIRST_INTERACTION_DEAL_TYPE],
    serviced: false,
    searchDays: month,
    story: 'new Chevrolet',
  },
} as const satisfies Record<string, Omit<PlannerSpec, 'key'>>;
export type PlannerKey = keyof typeof PLANNER_SPECS;
export const PLANNER_KEYS = Object.keys(PLANNER_SPECS) as readonly PlannerKey[];

export const plannerSpec = (key: PlannerKey): PlannerSpec => ({ key, ...PLANNER_SPECS[key] });

/**
 * The runs staff (and the nightly job) start, each with the planners it covers: the GET runs of spec 2
 * §7, where 5K and check-up also cover their CPO variants, plus the POSTed Honda, first-service and
 * state inspection planners and the two error alerts (run through audit and the e-mail alert).
 */
export const PLANNER_RUN_PLANNERS = {
  '0K': ['0K'],
  '0K-special': ['0K-special'],
  '0.5K': ['0.5K'],
  '5K': ['5K', '5K-CPO'],
  '7.5K': ['7.5K'],
  '10K': ['10K'],
  '15K': ['15K'],
  '20K': ['20K'],
  '25K': ['25K'],
  'check-up': ['check-up', 'check-up-CPO'],
  'check-up-30days': ['check-up-30days'],
  'post-30-months': ['post-30-months'],
  'honda-old-model': ['honda-old-model'],
  'honda-service-pass': ['honda-service-pass', 'new-vehicle-honda'],
  'first-service': ['first-service-gmc', 'first-service-buick', 'first-service-chevrolet'],
  'state-inspection': ['state-inspection'],
  'toyota-error-alert': ['toyota-error-alert'],
  'lexus-error-alert': ['lexus-error-alert'],
} as const satisfies Record<PlannerRun | string, readonly PlannerKey[]>;
export type PlannerRunName = keyof typeof PLANNER_RUN_PLANNERS;
export const PLANNER_RUN_NAMES = Object.keys(PLANNER_RUN_PLANNERS) as readonly PlannerRunName[];

export const isPlannerRunName = (name: string): name is PlannerRunName =>
  Object.prototype.hasOwnProperty.call(PLANNER_RUN_PLANNERS, name);

export const plannersOfRun = (run: PlannerRunName): readonly PlannerSpec[] =>
  PLANNER_RUN_PLANNERS[run].map(plannerSpec);

/** Spec 2 §6: enterprise 29's 0K run is its own. */
export const runForEnterprise = (run: PlannerRunName, enterpriseId: number): PlannerRunName =>
  run === '0K' && enterpriseId === SPECIAL_0K_PLANNER_ENTERPRISE ? '0K-special' : run;

/** The run whose planners predict a service type (audit and the e-mail alert name a service type). */
export function runOfServiceType(serviceType: ServiceType): PlannerRunName | undefined {
  return PLANNER_RUN_NAMES.find((run) => plannersOfRun(run).some((spec) => spec.serviceType === serviceType));
}

const MILEAGE_VALUES = new Map<string, number>();

/**
 * The odometer value of a service mileage label: the catalogue's option (spec 2 §9: 1000 below the
 * label, so a vehicle just short of it counts as due); 7.5K, between the catalogue's 5K steps, follows
 * the same rule.
 */
export function serviceMileageValue(label: string): number {
  const known = MILEAGE_VALUES.get(label);
  if (known !== undefined) return known;
  const option = serviceMileageOptions().find((candidate) => candidate.label === label);
  if (option) return option.value;
  const thousands = Number(label.replace(/K$/, ''));
  const value = Math.max(0, Math.round(thousands * 1000) - 1000);
  MILEAGE_VALUES.set(label, value);
  return value;
}

/**
 * Spec 2 §9 "service performed already" codes (and their customer-tag spellings): a vehicle marked with
 * one (mark.value naming the service type, or none for any) is not due for that service.
 */
export const SERVICE_PERFORMED_ALREADY_CODES = [
  'SPA',
  'SPA-SS',
  'SPA-AS',
  'SPA-XX',
  'SPA_SS',
  'SPA_AS',
  'SPA_XX',
] as const;
