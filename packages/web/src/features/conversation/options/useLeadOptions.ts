import {
  GM_HANDOFF_PARAMETER,
  HANDOFF_DONE,
  notice,
  withAiEnabled,
  withDtDialogEnabled,
  type AppError,
  type Lead,
  type OutboundPreview,
  type Result,
} from '@torque/domain';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';
import { askYesNo } from './confirm';
import { useOutboundConfirm } from './OutboundConfirm';
import { useDtDialog } from './useDtDialog';

/** Hand-offs change who answers the customer: they are confirmed first (issue 14). */
export const HANDOFF_QUESTIONS = {
  gm: ['GM Handoff', 'Hand this conversation off to the general manager?'],
  manual: ['Manual Handoff', 'Hand this conversation off to staff (manual hand-off)?'],
} as const;
export const SEND_DATE_TIME_DIALOGUE = 'Send Date Time Dialogue';

/**
 * The options popover's calls for one lead: hand-offs, the AI switch (its failure is silent, spec 1
 * §8) and the date-time dialogue. The lead's flags are kept here after a success and handed on.
 */
export function useLeadOptions(lead: Lead, onLeadChange?: (lead: Lead) => void) {
  const { leadWorkflow, leadFlags } = useServices();
  const [flags, setFlags] = useState({ aiEnabled: lead.aiEnabled, dtDialogEnabled: lead.dtDialogEnabled });
  const leadId = lead.id;
  const outbound = useOutboundConfirm(lead);
  const dtPreview = useRef<OutboundPreview | null>(null);

  const dtUpdated = useCallback(
    (dtDialogEnabled: boolean) => {
      if (dtDialogEnabled && dtPreview.current) outbound.afterSent(dtPreview.current);
      dtPreview.current = null;
      setFlags((current) => ({ ...current, dtDialogEnabled }));
      onLeadChange?.(withDtDialogEnabled(lead, dtDialogEnabled));
    },
    [lead, onLeadChange, outbound],
  );
  const dt = useDtDialog(dtUpdated);

  const handOff = (question: readonly [string, string], call: () => Promise<Result<void, AppError>>) =>
    askYesNo(question[0], question[1], (yes) => {
      if (!yes) return;
      void call().then((done) =>
        done.ok ? showNotice(notice({ message: HANDOFF_DONE })) : showFailure(done.error),
      );
    });

  /** Enabling texts the Last Message: shown and confirmed first. Disabling texts nothing. */
  const sendDtDialogue = (lastMessage: string, dtDialogEnabled: boolean) => {
    const send = () => dt.actor.send({ type: 'SEND', id: leadId, lastMessage, dtDialogEnabled });
    if (!dtDialogEnabled) return send();
    void outbound.confirm(
      { action: 'DATE_TIME_DIALOGUE', lastMessage },
      { title: SEND_DATE_TIME_DIALOGUE },
      (preview) => {
        dtPreview.current = preview;
        send();
      },
    );
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
    gmHandoff: () =>
      handOff(HANDOFF_QUESTIONS.gm, () => leadWorkflow.gmHandoff(leadId, GM_HANDOFF_PARAMETER)),
    manualHandoff: () => handOff(HANDOFF_QUESTIONS.manual, () => leadWorkflow.manualHandoff(leadId)),
    setAiEnabled,
    sendDtDialogue,
  } as const;
}
