import type { AppError } from '../errors/app-error.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * Spec 2 §9: the nine inbound action intents, the values of POST .../workflow/inbound-appointment
 * (spec 1 §7). Labels as the spec writes them; the codes are those labels in the spec's code style.
 */
export const ACTION_INTENT_LABELS = {
  DETECTED_AUTO: 'Detected Auto',
  CUSTOMER_SAY_NO: 'Customer Say No',
  CUSTOMER_SAY_NO_AND_DETECTED_AUTO: 'Customer Say No and Detected Auto',
  CUSTOMER_SAY_YES: 'Customer Say Yes',
  CUSTOMER_SAY_YES_AND_DETECTED_AUTO: 'Customer Say Yes and Detected Auto',
  CUSTOMER_SAY_YES_AND_DETECTED_AUTO_AND_DETECTED_SVC: 'Customer Say Yes and Detected Auto and Detected SVC',
  SERVICE_AND_MILEAGE_DETECTED: 'Service and Mileage Detected',
  SERVICE_DETECTED: 'Service Detected',
  DT_DETECTED: 'DT Detected',
} as const;
export type ActionIntent = keyof typeof ACTION_INTENT_LABELS;
export const ACTION_INTENTS = Object.keys(ACTION_INTENT_LABELS) as readonly ActionIntent[];

export const isActionIntent = (code: string): code is ActionIntent =>
  Object.hasOwn(ACTION_INTENT_LABELS, code);

/** Spec 1 §7 / spec 2 §4: workflow tracks seen (values of POST .../workflow/track). LONG_FOLLOWUP is for sales. */
export const WORKFLOW_TRACKS = [
  'FOLLOW_UP_EMAIL',
  'APPOINTMENT_HANDOFF_DROPOFF_YES',
  'APPOINTMENT_HANDOFF_DROPOFF_NO',
  'CUSTOMER_A_HANDOFF',
  'CUSTOMER_A_MD_HANDOFF',
  'CUSTOMER_A_GM_HANDOFF_MANUAL_PULSE_CHECK',
  'CUSTOMER_NO_SHOW',
  'LONG_FOLLOWUP',
] as const;
export type WorkflowTrack = (typeof WORKFLOW_TRACKS)[number];

export type DefaultActionTarget =
  { readonly kind: 'track'; readonly track: WorkflowTrack } | { readonly kind: 'external-handoff' };

/**
 * Spec 2 §9: four default action intents map to three workflow tracks and an external hand-off (README
 * reading of the garbled sentence). The spec does not name them. We chose the three tracks a service
 * conversation ends in from the message menu: a follow-up e-mail, and the appointment hand-off with and
 * without drop-off. The customer-A/MD/GM hand-off tracks are staff escalations, CUSTOMER_NO_SHOW belongs
 * to the no-show workflow and LONG_FOLLOWUP to sales, so none of those is a default.
 */
export const DEFAULT_ACTION_INTENTS = [
  { code: 'FOLLOW_UP_EMAIL', label: 'Follow Up Email', target: { kind: 'track', track: 'FOLLOW_UP_EMAIL' } },
  {
    code: 'APPOINTMENT_HANDOFF_DROPOFF_YES',
    label: 'Appointment Handoff (Drop-off Yes)',
    target: { kind: 'track', track: 'APPOINTMENT_HANDOFF_DROPOFF_YES' },
  },
  {
    code: 'APPOINTMENT_HANDOFF_DROPOFF_NO',
    label: 'Appointment Handoff (Drop-off No)',
    target: { kind: 'track', track: 'APPOINTMENT_HANDOFF_DROPOFF_NO' },
  },
  { code: 'EXTERNAL_HANDOFF', label: 'External Handoff', target: { kind: 'external-handoff' } },
] as const satisfies readonly { code: string; label: string; target: DefaultActionTarget }[];

export type DefaultActionIntent = (typeof DEFAULT_ACTION_INTENTS)[number]['code'];

export const defaultActionTarget = (code: string): DefaultActionTarget | undefined =>
  DEFAULT_ACTION_INTENTS.find((intent) => intent.code === code)?.target;

/** Spec 1 §5: the Action Intents and Default Action Intents forms need an intent. */
export const PLEASE_SELECT_AN_INTENT = 'Please select an intent';

/** An intent is chosen when it is non-blank and not the placeholder text itself. */
export function checkIntentChosen(intent?: string): Result<string, AppError> {
  const chosen = intent?.trim() ?? '';
  if (chosen === '' || chosen === PLEASE_SELECT_AN_INTENT) {
    return err({ code: 'NO_INTENT', message: PLEASE_SELECT_AN_INTENT, tone: 'warning' });
  }
  return ok(chosen);
}
