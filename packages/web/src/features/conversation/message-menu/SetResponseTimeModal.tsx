import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MESSAGE_RESPONSE_UPDATED, notice, setResponseTimePayload } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';
import type { MessageActionProps } from './message-action';
import { TwelveHourTimePicker, twelveHourText, type TwelveHourTime } from './TwelveHourTimePicker';

/** Set Response Time (spec 1 §3, §5): a date and a 12-hour time, sent as DD-MM-YYYY HH:mm:ss. */
export function SetResponseTimeModal({ message, onChanged, onDone }: MessageActionProps) {
  const { conversations } = useServices();
  const [date, setDate] = useState('');
  const [time, setTime] = useState<TwelveHourTime>({ hour: null, minute: null, meridiem: 'AM' });
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const payload = setResponseTimePayload({ id: message.id, date, time: twelveHourText(time) });
    if (!payload.ok) return showNotice(notice({ message: payload.error.message, tone: payload.error.tone }));
    setSaving(true);
    const done = await conversations.setResponseTime(payload.value);
    setSaving(false);
    if (!done.ok) return showFailure(done.error);
    showNotice(notice({ message: MESSAGE_RESPONSE_UPDATED }));
    onChanged();
    onDone();
  };

  return (
    <Modal opened onClose={onDone} title="Set Response Time">
      <Stack gap="sm">
        <TextInput
          type="date"
          label="Response date"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <TwelveHourTimePicker label="Response time" value={time} onChange={setTime} />
        <Group justify="flex-end">
          <Button loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
