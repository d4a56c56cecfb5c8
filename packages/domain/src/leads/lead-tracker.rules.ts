import type { AppError } from '../errors/app-error.js';
import { err, ok, type Result } from '../shared/result.js';
import { LEAD_STAGES, type LeadStage } from './lead-stage.js';
import { isOutcomeAllowed, outcomeReasonsFor } from './outcome-reason.rules.js';

/** A stage and outcome reason as the tracker stores them after a change. */
export type LeadOutcome = { readonly stage: LeadStage; readonly reason: string | null };

const isStage = (value: string): value is LeadStage => (LEAD_STAGES as readonly string[]).includes(value);

/** 'CAR_BOUGHT_OR_NOTBOUGHT' → 'Car bought or not bought': codes as staff read them. */
export function leadCodeLabel(code: string): string {
  const words = code
    .toLowerCase()
    .replace(/notbought/g, 'not bought')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const refused = (message: string): Result<LeadOutcome, AppError> =>
  err({ code: 'OUTCOME_NOT_ALLOWED', message, tone: 'warning', status: 400 });

/**
 * Moves a lead (spec 2 §4): any stage may follow any other (the spec shows no transition graph), but
 * an outcome reason must be one the new stage allows. A reason the new stage does not allow is
 * dropped when the stage moves without a new reason, so a lead never keeps a reason its stage refuses.
 */
export function moveLead(
  current: { readonly stage: string; readonly reason: string | null },
  change: { readonly stage?: string | undefined; readonly reason?: string | undefined },
): Result<LeadOutcome, AppError> {
  const stage = change.stage ?? current.stage;
  if (!isStage(stage)) return refused(`${stage} is not a lead stage.`);
  if (change.reason === undefined) {
    const kept = current.reason !== null && isOutcomeAllowed(stage, current.reason) ? current.reason : null;
    return ok({ stage, reason: kept });
  }
  if (outcomeReasonsFor(stage).length === 0)
    return refused(`A lead at the ${leadCodeLabel(stage)} stage takes no outcome reason.`);
  if (!isOutcomeAllowed(stage, change.reason))
    return refused(
      `${leadCodeLabel(change.reason)} is not an outcome reason for the ${leadCodeLabel(stage)} stage.`,
    );
  return ok({ stage, reason: change.reason });
}
