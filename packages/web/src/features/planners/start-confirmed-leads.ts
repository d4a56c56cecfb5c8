import { LeadIdSchema, notice, SUCCESSFULLY_INITIATED, type LeadWorkflowGateway } from '@torque/domain';
import { showFailure, showNotice } from '../../ui/notices';
import type { BulkStartStep } from './bulk-start-step';

/** Leads started per call, so staff see the start progress through a large selection. */
export const START_BATCH = 50;

/**
 * Starts the confirmed leads the preview would text (not those it leaves out), a batch at a time,
 * reporting progress through `setStep`; ends idle with 'Successfully Initiated!' and the counts, or
 * with the refusal of the batch that failed. Used by the planners' and the mailing lists' bulk start.
 */
export async function startConfirmedLeads(
  step: Extract<BulkStartStep, { kind: 'confirming' }>,
  leadWorkflow: Pick<LeadWorkflowGateway, 'initiateBulk'>,
  setStep: (next: BulkStartStep) => void,
): Promise<void> {
  const { preview } = step;
  const left = new Set(preview.excluded.map((one) => one.futureServiceInteractionId));
  const chosen = step.leadIds.filter((id) => !left.has(id)).map((id) => LeadIdSchema.parse(id));
  let done = 0;
  setStep({ kind: 'starting', done, of: chosen.length, preview });
  for (let at = 0; at < chosen.length; at += START_BATCH) {
    const batch = chosen.slice(at, at + START_BATCH);
    const started = await leadWorkflow.initiateBulk({ leadIds: batch });
    if (!started.ok) {
      setStep({ kind: 'idle' });
      return showFailure(started.error);
    }
    done += batch.length;
    setStep({ kind: 'starting', done, of: chosen.length, preview });
  }
  setStep({ kind: 'idle' });
  const leftOut = preview.excluded.length;
  showNotice(
    notice({
      message: `${SUCCESSFULLY_INITIATED} ${done} started${leftOut === 0 ? '' : `; ${leftOut} left out`}.`,
    }),
  );
}
