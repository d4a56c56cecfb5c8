import type { ActionIntent } from '../catalog/action-intent.js';
import { consentIntentOf, type ConsentIntent } from '../compliance/opt-out-intent.rules.js';
import { inboundSignals, type InboundSignals } from './inbound-signals.js';

/** One recognised intent with the words it was read from (spec 1 §3 intent details: symLogs). */
export type DetectedIntent = { readonly intentName: string; readonly inputStrings: readonly string[] };

export type InboundClassification = {
  readonly consent: ConsentIntent;
  readonly signals: InboundSignals;
  /** The inbound action intent the workflow takes (spec 2 §9), or null when none applies. */
  readonly actionIntent: ActionIntent | null;
  readonly intents: readonly DetectedIntent[];
  /** The intent acted on, as Show Intents lists it. */
  readonly finalIntentNames: readonly string[];
  /** Every intent recognised when there is more than one. */
  readonly multiIntentNames: readonly string[];
};

/**
 * The action intent from the signals, most specific first: a date or time wins (the DT dialogue
 * books it), then yes/no with what else was said, then service and mileage, then the vehicle alone.
 * An opt-out is handled before any of this and takes no action intent.
 */
export function actionIntentOf(signals: InboundSignals): ActionIntent | null {
  const { yes, no, vehicle, service, mileage, dateTime } = signals;
  if (dateTime) return 'DT_DETECTED';
  if (yes && !no) {
    if (vehicle && service) return 'CUSTOMER_SAY_YES_AND_DETECTED_AUTO_AND_DETECTED_SVC';
    return vehicle ? 'CUSTOMER_SAY_YES_AND_DETECTED_AUTO' : 'CUSTOMER_SAY_YES';
  }
  if (no) return vehicle ? 'CUSTOMER_SAY_NO_AND_DETECTED_AUTO' : 'CUSTOMER_SAY_NO';
  if (service && mileage !== null) return 'SERVICE_AND_MILEAGE_DETECTED';
  if (service) return 'SERVICE_DETECTED';
  return vehicle ? 'DETECTED_AUTO' : null;
}

const INTENT_NAMES: Readonly<Record<keyof InboundSignals, string>> = {
  yes: 'CUSTOMER_SAY_YES',
  no: 'CUSTOMER_SAY_NO',
  vehicle: 'DETECTED_AUTO',
  service: 'DETECTED_SVC',
  mileage: 'DETECTED_MILEAGE',
  dateTime: 'DT_DETECTED',
  appointment: 'APPOINTMENT_REQUEST',
};

/** Reads one inbound text: consent first, then what it asks for (the reference assistant). */
export function classifyInbound(text: string): InboundClassification {
  const consent = consentIntentOf(text);
  const signals = inboundSignals(text);
  const intents: DetectedIntent[] =
    consent === 'opt-out'
      ? [{ intentName: 'STOP', inputStrings: [text.trim()] }]
      : (Object.keys(INTENT_NAMES) as (keyof InboundSignals)[])
          .filter((key) => signals[key] !== null)
          .map((key) => ({ intentName: INTENT_NAMES[key], inputStrings: [String(signals[key])] }));
  const actionIntent = consent === 'none' ? actionIntentOf(signals) : null;
  const finalIntentNames = consent === 'opt-out' ? ['STOP'] : actionIntent ? [actionIntent] : [];
  return {
    consent,
    signals,
    actionIntent,
    intents,
    finalIntentNames,
    multiIntentNames: intents.length > 1 ? intents.map((intent) => intent.intentName) : [],
  };
}
