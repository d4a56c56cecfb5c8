import { useActorRef } from '@xstate/react';
import { createLogModeMachine, type Lead, type OutgoingMessage } from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';
import type { MessageActionProps } from './message-action';

/**
 * ENABLE_LOG_MODE never sends the machine's reply; the machine's input still needs one, so it gets
 * an empty text to the lead's customer.
 */
const unsentReply = (lead: Lead): OutgoingMessage => ({
  id: lead.customerMaster.id,
  jaguarFutureServiceInteractionId: lead.id,
  content: '',
  to: lead.customerMaster.cellular || '-',
  direction: 'SEND',
  messageType: 'SMS',
  notificationType: 'MESSAGE_TO_CUSTOMER',
});

/** Log mode on a customer message (spec 1 §4): 'Log mode enabled'. */
export function LogModeAction({ lead, message, onChanged, onDone }: MessageActionProps) {
  const { logMode, conversations } = useServices();
  const machine = useMemo(() => createLogModeMachine({ logMode, conversations }), [conversations, logMode]);
  const actor = useActorRef(machine, {
    input: {
      leadId: lead.id,
      messageId: message.id,
      validLogMode: message.validLogMode ?? null,
      reply: unsentReply(lead),
    },
  });

  useEffect(() => {
    const notices = actor.on('notice', (event) => {
      showNotice(event.notice);
      if (event.notice.tone === 'success') onChanged();
    });
    const settled = actor.subscribe((state) => {
      if (state.matches('ready')) onDone();
    });
    actor.send({ type: 'ENABLE_LOG_MODE' });
    return () => {
      notices.unsubscribe();
      settled.unsubscribe();
    };
  }, [actor, onChanged, onDone]);

  return null;
}
