import { DateTime } from 'luxon';
import { DATE_FORMATS } from '../format/dates.js';
import { serviceTypeLabel, type ServiceType } from '../leads/service-type.js';
import { PLANNER_RUNS, type PlannerRun } from './planner-run.rules.js';

/** Every planner staff may pick on the planners screen: the GET runs and the POSTed ones (spec 2 §7); the run name a transfer sends. */
export type PlannerChoice =
  PlannerRun | 'honda-old-model' | 'honda-service-pass' | 'first-service' | 'state-inspection';

/** The service type each planner predicts (spec 2 §9); its label is the picker's. */
const PLANNER_SERVICE_TYPES = {
  '5K': 'OIL_CHANGE',
  '0K': 'SALES_THANKS',
  '0K-special': 'SALES_THANKS',
  '0.5K': 'SALES_TITLE',
  '7.5K': 'SVC_7500',
  '10K': 'OIL_CHANGE_10K',
  '15K': 'OIL_CHANGE_15K',
  '20K': 'OIL_CHANGE_20K',
  '25K': 'OIL_CHANGE_25K',
  'check-up': 'CHECK_UP',
  'check-up-30days': 'CHECK_UP_30D',
  'post-30-months': 'OIL_CHANGE_POST_30_MONTHS',
  'honda-old-model': 'HONDA_OLD_MODEL',
  'honda-service-pass': 'HONDA_SERVICE_PASS',
  'first-service': 'FIRST_SERVICE_GMC',
  'state-inspection': 'STATE_INSPECTION',
} as const satisfies Record<PlannerChoice, ServiceType>;

export type PlannerOption = { readonly value: PlannerChoice; readonly label: string };

/** The catalogue's label; the first-service planner covers every first-service make, so it says so. */
function plannerLabel(choice: PlannerChoice): string {
  if (choice === 'first-service') return 'First service';
  if (choice === '0K-special') return `${serviceTypeLabel('SALES_THANKS')} (enterprise 29)`;
  return serviceTypeLabel(PLANNER_SERVICE_TYPES[choice]);
}

/** The picker's options: every GET run, then Honda old model, Honda service pass, first service, state inspection. */
export const PLANNER_OPTIONS: readonly PlannerOption[] = [
  ...PLANNER_RUNS,
  'honda-old-model',
  'honda-service-pass',
  'first-service',
  'state-inspection',
].map((value) => ({ value: value as PlannerChoice, label: plannerLabel(value as PlannerChoice) }));

/** A run's name as staff read it: the picker's label, else (the error alerts) the name in words. */
export const plannerRunLabel = (run: string): string =>
  PLANNER_OPTIONS.find((option) => option.value === run)?.label ??
  `${run.charAt(0).toUpperCase()}${run.slice(1).replaceAll('-', ' ')}`;

export const isPlannerChoice = (value: string): value is PlannerChoice =>
  PLANNER_OPTIONS.some((option) => option.value === value);

/**
 * Planner dates are typed DD/MM/YYYY and sent DD.MM.YYYY (spec 2 §9): '' when blank, undefined when
 * not a real date.
 */
export function plannerDateToRequest(typed: string): string | undefined {
  const text = typed.trim();
  if (text === '') return '';
  const date = DateTime.fromFormat(text, DATE_FORMATS.display, { zone: 'UTC' });
  return date.isValid ? date.toFormat(DATE_FORMATS.request) : undefined;
}

/** A wire date (DD.MM.YYYY) shown as staff read dates (DD/MM/YYYY); other text as it came. */
export function plannerDateForDisplay(wire: string | null | undefined): string {
  if (!wire) return '';
  const date = DateTime.fromFormat(wire, DATE_FORMATS.request, { zone: 'UTC' });
  return date.isValid ? date.toFormat(DATE_FORMATS.display) : wire;
}
