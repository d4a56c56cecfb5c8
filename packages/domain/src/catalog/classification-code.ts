import type { DeploymentVariantOrUnknown } from './deployment-variant.js';

/** Spec 2 §9 classification codes and their meanings; aliases share a meaning. */
export const CLASSIFICATION_MEANINGS = {
  'SPA-SS': 'Service performed already, same store',
  'SPA-AS': 'Service performed already, alternate store',
  'SPA-XX': 'Service performed already, store not specified',
  SPA: 'Service performed already (general)',
  CL: 'Contact later',
  NR: 'No response after consent',
  'APPT-SET': 'Appointment set',
  APPT_SET: 'Appointment set',
  APPT: 'Appointment set',
  HO: 'Handoff',
  HANDOFF: 'Handoff',
  NLO: 'No longer own',
  CPAL: 'Customer prefers alternate location',
  VI: 'Vehicle issue',
  TU: 'Tag update',
  WN: 'Wrong number',
  LD: 'Long distance',
  ASA: 'Already scheduled appointment',
  SALES_INQ: 'Sales inquiry',
  CQ: 'Customer question',
  CC: 'Customer complaint',
  MISC: 'Miscellaneous',
  FU: 'Follow up',
  STOP: 'Opt-out',
  BLANK: 'Unclassified',
  NA: 'Not attended',
  NRAA: 'No response at all',
  SFU: 'Smart follow up',
  AAS: 'Appointment already scheduled',
  DD: 'Different driver',
  EMP: 'Employee',
  'APPT-HANDOFF': 'Appointment handoff',
  'APPT-HDF': 'Appointment handoff',
  'CUST-APPR': 'Customer appreciation',
  PRICE_CONCERN: 'Price concern',
  REQ_PD: 'Request pickup/delivery',
  REQ_LOANER: 'Request loaner',
  POB: 'Prefer online booking',
  NIITB: 'Not interested in text booking',
  SP: 'Saved page',
  'E-RES': 'External reschedule',
  'E-CAN': 'External cancel',
  'L-CUST': 'Lost customer',
  'A-BKG-ERR': 'Appointment booking error',
  'REQ-CALL': 'Request to call',
  'NOT-ENGAGED': 'Not engaged',
} as const;

export type ClassificationCode = keyof typeof CLASSIFICATION_MEANINGS;
export const CLASSIFICATION_CODES = Object.keys(CLASSIFICATION_MEANINGS) as readonly ClassificationCode[];

/** Spellings the spec lists on one row, mapped to the first spelling of that row. */
export const CLASSIFICATION_ALIASES: Readonly<Partial<Record<ClassificationCode, ClassificationCode>>> = {
  APPT_SET: 'APPT-SET',
  APPT: 'APPT-SET',
  HANDOFF: 'HO',
  'APPT-HDF': 'APPT-HANDOFF',
};

/** Codes shown under another name (spec 2 §9: STOP is shown as OPT-OUT, BLANK as unclassified). */
const DISPLAY_LABELS: Readonly<Partial<Record<ClassificationCode, string>>> = {
  STOP: 'OPT-OUT',
  BLANK: 'UNCLASSIFIED',
};

export const isClassificationCode = (code: string): code is ClassificationCode =>
  Object.hasOwn(CLASSIFICATION_MEANINGS, code);

/** The code as staff see it: STOP → 'OPT-OUT', BLANK → 'UNCLASSIFIED', others themselves; unknown → undefined. */
export function classificationLabel(code: string): string | undefined {
  if (!isClassificationCode(code)) return undefined;
  return DISPLAY_LABELS[code] ?? code;
}

export function classificationMeaning(code: string): string | undefined {
  return isClassificationCode(code) ? CLASSIFICATION_MEANINGS[code] : undefined;
}

/** The first spelling of the code's row ('APPT' → 'APPT-SET'); unknown codes → undefined. */
export function canonicalClassificationCode(code: string): ClassificationCode | undefined {
  if (!isClassificationCode(code)) return undefined;
  return CLASSIFICATION_ALIASES[code] ?? code;
}

/**
 * Spec 2 §9: "handoff and saved-page codes to one [variant]; NIITB and the price, pickup and loaner codes
 * to the other". The spec does not say which; we give the hand-off and saved-page codes to the agent
 * brand (its AI agent hands conversations off to staff) and the booking-preference codes to the
 * maintenance brand (service bookings with pickup and loaners). The dealer-group brand and an
 * unknown variant get only the common codes.
 */
export const CLASSIFICATION_VARIANT_ONLY: Readonly<
  Partial<Record<ClassificationCode, DeploymentVariantOrUnknown>>
> = {
  HO: 'agent',
  HANDOFF: 'agent',
  'APPT-HANDOFF': 'agent',
  'APPT-HDF': 'agent',
  SP: 'agent',
  NIITB: 'maintenance',
  PRICE_CONCERN: 'maintenance',
  REQ_PD: 'maintenance',
  REQ_LOANER: 'maintenance',
};

/** The classification codes a deployment variant uses: the common ones plus its own. */
export function classificationCodesFor(variant: DeploymentVariantOrUnknown): readonly ClassificationCode[] {
  return CLASSIFICATION_CODES.filter((code) => {
    const only = CLASSIFICATION_VARIANT_ONLY[code];
    return only === undefined || only === variant;
  });
}
