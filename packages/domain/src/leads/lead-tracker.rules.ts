import { LEAD_STAGES } from './lead-stage.js';
import { isOutcomeAllowed } from './outcome-reason.rules.js';

/** The tracker's refusal when a reason does not belong to the lead's stage (spec 2 §4 table). */
export const outcomeNotAllowed = (reason: string, stage: string): string =>
  `The outcome reason ${reason} is not allowed at the ${stage} stage.`;
export const UNKNOWN_STAGE = 'Choose one of the lead stages.';

/**
 * Checks a tracker update against the stage the lead will be in (the new stage, else its current
 * one): a refusal message, or null when it may be saved.
 */
export function trackerRefusal(currentStage: string, stage?: string, reason?: string): string | null {
  const next = stage ?? currentStage;
  if (stage !== undefined && !(LEAD_STAGES as readonly string[]).includes(stage)) return UNKNOWN_STAGE;
  if (reason !== undefined && !isOutcomeAllowed(next, reason)) return outcomeNotAllowed(reason, next);
  return null;
}
