import { Button, Group, Modal, Switch, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useActorRef, useSelector } from '@xstate/react';
import { createDtDialogMachine, smsText } from '@torque/domain';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showNotice } from '../../../ui/notices';
import type { MessageActionProps } from './message-action';

/**
 * DT from a message: the date-time dialogue with the message as its last message (spec 1 §2, §4).
 * A refused enable shows the server's first error in a Yes/No confirmation; Yes forces it.
 */
export function DtModal({ lead, message, onChanged, onDone }: MessageActionProps) {
  const { dtDialog } = useServices();
  const machine = useMemo(() => createDtDialogMachine({ dtDialog }), [dtDialog]);
  const actor = useActorRef(machine);
  const sending = useSelector(actor, (state) => state.matches('sending') || state.matches('forcing'));
  const [lastMessage, setLastMessage] = useState(() => smsText(message.content));
  const [enabled, setEnabled] = useState(!lead.dtDialogEnabled);

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (event) => showNotice(event.notice)),
      actor.on('dt-dialog-updated', () => {
        onChanged();
        onDone();
      }),
      actor.on('confirm', (event) =>
        modals.openConfirmModal({
          title: 'Date Time Dialogue',
          children: <Text size="sm">{event.message}</Text>,
          labels: { confirm: 'Yes', cancel: 'No' },
          onConfirm: () => actor.send({ type: 'YES' }),
          onCancel: () => actor.send({ type: 'NO' }),
        }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onDone]);

  return (
    <Modal opened onClose={onDone} title="DT">
      <Textarea
        label="Last Message"
        autosize
        minRows={3}
        value={lastMessage}
        onChange={(event) => setLastMessage(event.currentTarget.value)}
      />
      <Switch
        mt="md"
        label={enabled ? 'Enable' : 'Disable'}
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="md">
        <Button
          loading={sending}
          onClick={() => actor.send({ type: 'SEND', id: lead.id, lastMessage, dtDialogEnabled: enabled })}
        >
          Send
        </Button>
      </Group>
    </Modal>
  );
}
