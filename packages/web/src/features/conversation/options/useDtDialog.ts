import { useActorRef, useSelector } from '@xstate/react';
import { createDtDialogMachine } from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';
import { askYesNo } from './confirm';

/** Title of the confirmation that offers to force the date-time dialogue (spec 1 §4). */
export const DT_FORCE_TITLE = 'DT Enable';

/**
 * The domain's date-time dialogue machine: its notices become notifications, the server's first
 * error a Yes/No confirmation (Yes resends with isForced), and a success updates the lead's flag.
 */
export function useDtDialog(onUpdated: (dtDialogEnabled: boolean) => void) {
  const { dtDialog } = useServices();
  const machine = useMemo(() => createDtDialogMachine({ dtDialog }), [dtDialog]);
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('idle'));

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (event) => showNotice(event.notice)),
      actor.on('confirm', (event) =>
        askYesNo(DT_FORCE_TITLE, event.message, (yes) => actor.send({ type: yes ? 'YES' : 'NO' })),
      ),
      actor.on('dt-dialog-updated', (event) => onUpdated(event.dtDialogEnabled)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onUpdated]);

  return { actor, busy } as const;
}
