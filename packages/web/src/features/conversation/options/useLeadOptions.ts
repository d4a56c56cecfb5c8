import {
  GM_HANDOFF_PARAMETER,
  HANDOFF_DONE,
  notice,
  withAiEnabled,
  withDtDialogEnabled,
  type AppError,
  type Lead,
  type Result,
} from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';
import { useDtDialog } from './useDtDialog';

/**
 * The options popover's calls for one lead: hand-offs, the AI switch (its failure is silent, spec 1
 * §8) and the date-time dialogue. The lead's flags are kept here after a success and handed on.
 */
export function useLeadOptions(lead: Lead, onLeadChange?: (lead: Lead) => void) {
  const { leadWorkflow, leadFlags } = useServices();
  const [flags, setFlags] = useState({ aiEnabled: lead.aiEnabled, dtDialogEnabled: lead.dtDialogEnabled });
  const leadId = lead.id;

  const dtUpdated = useCallback(
    (dtDialogEnabled: boolean) => {
      setFlags((current) => ({ ...current, dtDialogEnabled }));
      onLeadChange?.(withDtDialogEnabled(lead, dtDialogEnabled));
    },
    [lead, onLeadChange],
  );
  const dt = useDtDialog(dtUpdated);

  const handOff = async (call: Promise<Result<void, AppError>>) => {
    const done = await call;
    if (done.ok) showNotice(notice({ message: HANDOFF_DONE }));
    else showFailure(done.error);
  };

  const setAiEnabled = async (aiEnabled: boolean) => {
    const done = await leadFlags.setAiEnabled(leadId, aiEnabled);
    if (!done.ok) return;
    setFlags((current) => ({ ...current, aiEnabled }));
    onLeadChange?.(withAiEnabled(lead, aiEnabled));
  };

  return {
    flags,
    dtBusy: dt.busy,
    gmHandoff: () => handOff(leadWorkflow.gmHandoff(leadId, GM_HANDOFF_PARAMETER)),
    manualHandoff: () => handOff(leadWorkflow.manualHandoff(leadId)),
    setAiEnabled,
    sendDtDialogue: (lastMessage: string, dtDialogEnabled: boolean) =>
      dt.actor.send({ type: 'SEND', id: leadId, lastMessage, dtDialogEnabled }),
  } as const;
}
