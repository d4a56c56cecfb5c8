import { useActorRef, useSelector } from '@xstate/react';
import { createStartConversationMachine, type Lead, type LeadId, type OutboundPreview } from '@torque/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';
import { askYesNo } from './confirm';
import { useOutboundConfirm } from './OutboundConfirm';

export const START_CONVERSATION = 'Start conversation';

/**
 * The domain's start-conversation machine (spec 2 §7): the server's forced-conversation warning
 * becomes a Yes/No confirmation; Yes retries with isForced. `onStarted` gets the active interaction.
 */
export function useStartConversation(lead: Lead, onStarted: (active: LeadId) => void) {
  const leadId = lead.id;
  const { conversationStarter } = useServices();
  // Issue 14: the first text is shown (what, to whom, when) and confirmed before the start is sent.
  const outbound = useOutboundConfirm(lead);
  const previewed = useRef<OutboundPreview | null>(null);
  const machine = useMemo(
    () => createStartConversationMachine({ starter: conversationStarter }),
    [conversationStarter],
  );
  const actor = useActorRef(machine, { input: { leadId } });
  const busy = useSelector(actor, (snapshot) => snapshot.matches('starting') || snapshot.matches('forcing'));

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (event) => showNotice(event.notice)),
      actor.on('confirm', (event) =>
        askYesNo(START_CONVERSATION, event.message, (yes) =>
          actor.send({ type: yes ? 'CONFIRM' : 'CANCEL' }),
        ),
      ),
      actor.on('active-interaction', (event) => {
        if (previewed.current) outbound.afterSent(previewed.current);
        onStarted(event.id);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onStarted, outbound]);

  const start = () =>
    void outbound.confirm(
      { action: 'START_CONVERSATION' },
      { title: START_CONVERSATION, confirmLabel: 'Start and send' },
      (preview) => {
        previewed.current = preview;
        actor.send({ type: 'START' });
      },
    );
  return { start, busy } as const;
}
