import { useActorRef } from '@xstate/react';
import {
  createComposerMachine,
  SERVICE_INBOX_DIVISION,
  type Lead,
  type MessageInstance,
  type UserSession,
} from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

/**
 * The domain's composer machine for one lead: its notices become notifications, a sent
 * message is handed to `onSent`, and the store's Service assistant is loaded into it.
 */
export function useComposer(lead: Lead, session: UserSession, onSent: (message: MessageInstance) => void) {
  const { conversations, assistants } = useServices();
  const machine = useMemo(() => createComposerMachine({ conversations }), [conversations]);
  const actorRef = useActorRef(machine, { input: { lead, assistant: null, session } });

  useEffect(() => {
    const notices = actorRef.on('notice', (event) => showNotice(event.notice));
    const sent = actorRef.on('sent', (event) => onSent(event.message));
    return () => {
      notices.unsubscribe();
      sent.unsubscribe();
    };
  }, [actorRef, onSent]);

  // The machine checks the lead as it is now: a STOP while the conversation is open blocks the send.
  useEffect(() => {
    actorRef.send({ type: 'LEAD_CHANGED', lead });
  }, [actorRef, lead]);

  const bocId = lead.bocMaster.id;
  const storeId = lead.storeMaster.id;
  useEffect(() => {
    let live = true;
    void assistants.list({ bocId, storeId, divisionId: SERVICE_INBOX_DIVISION }).then((result) => {
      if (!live) return;
      if (result.ok) actorRef.send({ type: 'ASSISTANT_LOADED', assistant: result.value[0] ?? null });
      else showFailure(result.error);
    });
    return () => {
      live = false;
    };
  }, [actorRef, assistants, bocId, storeId]);

  return actorRef;
}
