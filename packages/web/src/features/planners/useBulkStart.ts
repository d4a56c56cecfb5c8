import { notice, SUCCESSFULLY_TRANSFERED, type PlannerChoice, type PlannerRow } from '@torque/domain';
import { useCallback, useState } from 'react';
import type { BulkStartStep } from './bulk-start-step';
import { startConfirmedLeads } from './start-confirmed-leads';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

/**
 * Transfer and bulk start of chosen planner rows. A start first transfers the rows not yet leads, asks
 * the server's preview (how many texts, when, who is left out and why), waits for staff to confirm,
 * then starts the leads the preview would text, a batch at a time.
 */
export function useBulkStart(onChanged: () => void) {
  const { planners, leadWorkflow } = useServices();
  const [step, setStep] = useState<BulkStartStep>({ kind: 'idle' });

  const leadsOf = useCallback(
    async (planner: PlannerChoice, rows: readonly PlannerRow[], plannerDate: string | null) => {
      const fresh = rows.filter((row) => row.futureServiceInteractionId == null);
      const known = rows.flatMap((row) =>
        row.futureServiceInteractionId == null ? [] : [row.futureServiceInteractionId],
      );
      if (fresh.length === 0) return { ok: true as const, leadIds: known, message: null };
      const moved = await planners.transfer({
        run: planner,
        vehicleIds: fresh.map((row) => row.vehicleId),
        plannerDate,
      });
      if (!moved.ok) return { ok: false as const, error: moved.error };
      return {
        ok: true as const,
        leadIds: [...known, ...moved.value.futureServiceInteractionIds],
        message: moved.value.message,
      };
    },
    [planners],
  );

  const transfer = useCallback(
    async (planner: PlannerChoice, rows: readonly PlannerRow[], plannerDate: string | null) => {
      const moved = await leadsOf(planner, rows, plannerDate);
      if (!moved.ok) return showFailure(moved.error);
      showNotice(notice({ message: moved.message ?? SUCCESSFULLY_TRANSFERED }));
      onChanged();
    },
    [leadsOf, onChanged],
  );

  const prepare = useCallback(
    async (planner: PlannerChoice, rows: readonly PlannerRow[], plannerDate: string | null) => {
      setStep({ kind: 'preparing' });
      const moved = await leadsOf(planner, rows, plannerDate);
      if (!moved.ok) {
        setStep({ kind: 'idle' });
        return showFailure(moved.error);
      }
      const leadIds = [...new Set(moved.leadIds)];
      const preview = await planners.previewBulkStart(leadIds);
      if (!preview.ok) {
        setStep({ kind: 'idle' });
        return showFailure(preview.error);
      }
      setStep({ kind: 'confirming', leadIds, preview: preview.value });
    },
    [leadsOf, planners],
  );

  const confirm = useCallback(async () => {
    if (step.kind !== 'confirming') return;
    await startConfirmedLeads(step, leadWorkflow, setStep);
    onChanged();
  }, [leadWorkflow, onChanged, step]);

  const cancel = useCallback(() => setStep({ kind: 'idle' }), []);
  return { step, transfer, prepare, confirm, cancel } as const;
}
