import { useActorRef, useSelector } from '@xstate/react';
import { createStartConversationMachine, type LeadId } from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';
import { askYesNo } from './confirm';

export const START_CONVERSATION = 'Start conversation';

/**
 * The domain's start-conversation machine (spec 2 §7): the server's forced-conversation warning
 * becomes a Yes/No confirmation; Yes retries with isForced. `onStarted` gets the active interaction.
 */
export function useStartConversation(leadId: LeadId, onStarted: (active: LeadId) => void) {
  const { conversationStarter } = useServices();
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
      actor.on('active-interaction', (event) => onStarted(event.id)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onStarted]);

  return { start: () => actor.send({ type: 'START' }), busy } as const;
}
