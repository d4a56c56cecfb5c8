import type { LeadStage } from './lead-stage.js';

/** Spec 2 §4: the reasons a RESPONDED lead may be closed with. */
const RESPONDED_REASONS = [
  'PRICE_HIGH',
  'TRADE_IN_VALUE_LOW',
  'ALREADY_SOLD',
  'COMPETITIVE_OFFER',
  'NEED_MORE_TIME',
  'VEHICLE_QUESTION',
  'PRICE_TOO_LOW',
  'LOCATION_CONSTRAINT',
  'OPT_OUT',
  'SELLING_PRIVATELY',
  'NO_INTENT_TO_SELL',
  'CONTACTED',
  'TURN_OVER_TO_SALE',
  'TRADE_IN',
  'SALVAGE',
  'INVALID_CONTACT_INFO',
] as const;

/** Spec 2 §4: ENGAGED is "same as RESPONDED except INVALID_CONTACT_INFO". */
const ENGAGED_REASONS = RESPONDED_REASONS.filter((reason) => reason !== 'INVALID_CONTACT_INFO');

/**
 * Allowed outcome reasons per stage (spec 2 §4 table). NOT_STARTED and CONTACTED are stages but the
 * table lists no reasons for them, so none are allowed there.
 */
export const OUTCOME_REASONS_BY_STAGE: Readonly<Record<LeadStage, readonly string[]>> = {
  NOT_STARTED: [],
  INITIATED: ['NOT_INTERESTED', 'DO_NOT_CONTACT', 'NOT_ACTIVELY_LOOKING', 'INTERESTED_IN_DISCUSSING'],
  RESPONDED: RESPONDED_REASONS,
  CONTACTED: [],
  ENGAGED: ENGAGED_REASONS,
  APPOINTMENT_SET: ['APPOINTMENT_SET'],
  SHOW_OR_NO_SHOW: ['NO_SHOW', 'SHOW'],
  CAR_BOUGHT_OR_NOTBOUGHT: ['CAR_NOTBOUGHT', 'CAR_BOUGHT', 'DEAL_LOST'],
};

/** Spec 2 §4: "further reason names listed elsewhere", not tied to a stage by the spec. */
export const FURTHER_REASON_NAMES = [
  'APR_TOO_HIGH',
  'FINANCING_QUESTION',
  'NEED_PRICE',
  'CAR_SOLD',
  'CAR_UNSOLD',
  'VOICEMAIL_LEFT',
  'JUST_CURIOUS',
  'PRICE_TOO_HIGH',
  'TRADEIN_OFFER_TOO_LOW',
  'NOT_IN_MARKET',
  'CONTACT_LATER',
  'FOLLOWUP',
  'LINKEXPIRED',
] as const;
export type FurtherReasonName = (typeof FURTHER_REASON_NAMES)[number];

/** The reasons a lead in `stage` may be closed with; [] for a stage the spec does not know. */
export function outcomeReasonsFor(stage: string): readonly string[] {
  return Object.hasOwn(OUTCOME_REASONS_BY_STAGE, stage) ? OUTCOME_REASONS_BY_STAGE[stage as LeadStage] : [];
}

export function isOutcomeAllowed(stage: string, reason: string): boolean {
  return outcomeReasonsFor(stage).includes(reason);
}
