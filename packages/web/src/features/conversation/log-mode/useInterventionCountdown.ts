import { useActorRef, useSelector } from '@xstate/react';
import { createInterventionCountdownMachine, formatCountdown, type LeadId } from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';

export type CountdownStatus = 'counting' | 'intervening' | 'failed' | 'intervened' | 'expired';

/** The domain's intervention countdown for one note: mm:ss left, and stepping in. */
export function useInterventionCountdown(
  leadId: LeadId,
  noteId: number,
  remainingSeconds: number,
  onIntervened: () => void,
) {
  const { intervention } = useServices();
  const machine = useMemo(
    () => createInterventionCountdownMachine({ interventions: intervention }),
    [intervention],
  );
  const actor = useActorRef(machine, { input: { leadId, noteId, remainingSeconds } });

  useEffect(() => {
    const notices = actor.on('notice', (event) => showNotice(event.notice));
    const intervened = actor.on('intervened', () => onIntervened());
    return () => {
      notices.unsubscribe();
      intervened.unsubscribe();
    };
  }, [actor, onIntervened]);

  const shown = useSelector(actor, (state) => formatCountdown(state.context.remainingSeconds));
  const status = useSelector(actor, (state): CountdownStatus => {
    if (state.matches('interventionFailed')) return 'failed';
    return state.value as Exclude<CountdownStatus, 'failed'>;
  });
  return { shown, status, intervene: () => actor.send({ type: 'INTERVENE' }) } as const;
}
