import { notice } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { startConfirmedLeads, type BulkStartStep } from '../planners';

export const NOBODY_TO_TEXT = 'No lead on this list is waiting for a first text.';
/** The server answers at most this many leads an audience (openapi getMailingListAudience). */
export const AUDIENCE_LIMIT = 1000;
export const AUDIENCE_LIMIT_NOTE =
  'At most 1,000 leads are started at a time: text the list again afterwards for any others.';
export const unmatchedNote = (count: number): string =>
  `${count === 1 ? '1 entry matches' : `${count} entries match`} no lead waiting for a first text.`;

/**
 * 'Text this list': the list's audience (its customers' leads not yet started, in the user's scope),
 * then the server's bulk start preview (how many texts, when, who is left out for consent, opt-out or
 * quiet hours, and why), and on confirm the starts in batches, as the planners screen does.
 */
export function useListBulkStart(tenantId: number) {
  const { mailingLists, planners, leadWorkflow } = useServices();
  const [step, setStep] = useState<BulkStartStep>({ kind: 'idle' });

  const prepare = useCallback(
    async (listId: number) => {
      setStep({ kind: 'preparing' });
      const audience = await mailingLists.audience(tenantId, listId);
      if (!audience.ok) {
        setStep({ kind: 'idle' });
        return showFailure(audience.error);
      }
      const { futureServiceInteractionIds: leadIds, unmatchedEntries } = audience.value;
      if (leadIds.length === 0) {
        setStep({ kind: 'idle' });
        return showNotice(notice({ message: NOBODY_TO_TEXT, tone: 'warning' }));
      }
      // Entries with no lead waiting (not a customer here, already texted, or outside the user's stores).
      if (unmatchedEntries > 0)
        showNotice(notice({ message: unmatchedNote(unmatchedEntries), tone: 'warning' }));
      if (leadIds.length >= AUDIENCE_LIMIT)
        showNotice(notice({ message: AUDIENCE_LIMIT_NOTE, tone: 'warning' }));
      const preview = await planners.previewBulkStart(leadIds);
      if (!preview.ok) {
        setStep({ kind: 'idle' });
        return showFailure(preview.error);
      }
      setStep({ kind: 'confirming', leadIds, preview: preview.value });
    },
    [mailingLists, planners, tenantId],
  );

  const confirm = useCallback(async () => {
    if (step.kind === 'confirming') await startConfirmedLeads(step, leadWorkflow, setStep);
  }, [leadWorkflow, step]);

  const cancel = useCallback(() => setStep({ kind: 'idle' }), []);
  return { step, prepare, confirm, cancel } as const;
}
