import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useActorRef } from '@xstate/react';
import { createArchiveMessageMachine } from '@torque/domain';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';
import type { MessageActionProps } from './message-action';

/** Archive (spec 1 §4): the domain machine asks 'Are you sure want to archive this message?' first. */
export function ArchiveAction({ message, onChanged, onDone }: MessageActionProps) {
  const { messageArchive } = useServices();
  const machine = useMemo(() => createArchiveMessageMachine({ archive: messageArchive }), [messageArchive]);
  const actor = useActorRef(machine, { input: { messageId: message.id, archived: message.archived } });

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (event) => showNotice(event.notice)),
      actor.on('archived', (event) => onChanged({ archived: event.messageId })),
      actor.on('confirm', (event) =>
        modals.openConfirmModal({
          title: 'Archive',
          children: <Text size="sm">{event.message}</Text>,
          labels: { confirm: 'Yes', cancel: 'No' },
          onConfirm: () => actor.send({ type: 'CONFIRM' }),
          onCancel: () => actor.send({ type: 'CANCEL' }),
        }),
      ),
    ];
    // Done once the message is archived, the user says no, or the call fails (back to idle).
    const settled = actor.subscribe((state) => {
      if (state.matches('archived') || state.matches('idle')) onDone();
    });
    actor.send({ type: 'ARCHIVE' });
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      settled.unsubscribe();
    };
  }, [actor, onChanged, onDone]);

  return null;
}
