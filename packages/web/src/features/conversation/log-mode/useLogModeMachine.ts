import { useActorRef, useSelector } from '@xstate/react';
import { createLogModeMachine, logModeControls, type LeadId, type OutgoingMessage } from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';

type LogModeMachineInput = {
  readonly leadId: LeadId;
  readonly messageId: number;
  readonly validLogMode: boolean | null;
  readonly reply: OutgoingMessage;
};

/**
 * The domain's log-mode machine for one message: notices become notifications; a send, a chosen
 * response or enabling log mode tells `onChanged` so the history reloads.
 */
export function useLogModeMachine(input: LogModeMachineInput, onChanged: () => void) {
  const { logMode, conversations } = useServices();
  const machine = useMemo(() => createLogModeMachine({ logMode, conversations }), [conversations, logMode]);
  const actor = useActorRef(machine, { input });

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (event) => showNotice(event.notice)),
      actor.on('reload-history', () => onChanged()),
      actor.on('log-mode-response', () => onChanged()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged]);

  const controls = useSelector(actor, (state) => logModeControls(state.context.validLogMode));
  const busy = useSelector(
    actor,
    (state) => state.matches('sending') || state.matches('settingResponse') || state.matches('enabling'),
  );
  const optionsOpen = useSelector(actor, (state) => state.matches('options'));
  return { actor, controls, busy, optionsOpen } as const;
}
