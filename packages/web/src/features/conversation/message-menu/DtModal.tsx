import { Button, Group, Modal, Switch, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useActorRef, useSelector } from '@xstate/react';
import { createDtDialogMachine, smsText } from '@torque/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { OutboundPreview } from '@torque/domain';
import { useServices } from '../../../services/services-context';
import { useOutboundConfirm } from '../options/OutboundConfirm';
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
  const outbound = useOutboundConfirm(lead);
  const previewed = useRef<OutboundPreview | null>(null);
  const send = () => actor.send({ type: 'SEND', id: lead.id, lastMessage, dtDialogEnabled: enabled });
  /** Enabling texts the Last Message: shown and confirmed first (issue 14). */
  const confirmAndSend = () => {
    if (!enabled) return send();
    void outbound.confirm(
      { action: 'DATE_TIME_DIALOGUE', lastMessage },
      { title: 'Date Time Dialogue' },
      (preview) => {
        previewed.current = preview;
        send();
      },
    );
  };

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (event) => showNotice(event.notice)),
      actor.on('dt-dialog-updated', (event) => {
        if (event.dtDialogEnabled && previewed.current) outbound.afterSent(previewed.current);
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
  }, [actor, onChanged, onDone, outbound]);

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
        <Button loading={sending} onClick={confirmAndSend}>
          Send
        </Button>
      </Group>
    </Modal>
  );
}
