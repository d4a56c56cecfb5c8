import { LOG_MODE_RESPONSE_UPDATED, notice, type LeadId } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

/**
 * The log-mode control's red cross (Discard): staff drop the held reply, so it is never sent, and
 * the note says it was discarded (issue 14; the intervention call with `discard`).
 */
export function useDismissNote(leadId: LeadId, noteId: number, onChanged: () => void) {
  const { intervention } = useServices();
  const [dismissing, setDismissing] = useState(false);
  const dismiss = useCallback(async () => {
    setDismissing(true);
    const done = await intervention.intervene(leadId, noteId, { discard: true });
    setDismissing(false);
    if (!done.ok) return showFailure(done.error);
    showNotice(notice({ message: LOG_MODE_RESPONSE_UPDATED }));
    onChanged();
  }, [intervention, leadId, noteId, onChanged]);
  return { dismiss, dismissing } as const;
}
