import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { bookingDayLabel, customerName, slotTimeLabel, type Appointment, type Lead } from '@torque/domain';
import { useState } from 'react';
import { ConfirmationPreview } from './ConfirmationPreview';
import { firstDayFor } from './useAppointmentBooking';
import { useAppointmentChange } from './useAppointmentChange';

type ChangeAppointmentModalProps = {
  readonly lead: Lead;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onChanged: () => void;
};

const bookedLabel = (appointment: Appointment): string =>
  `${appointment.apptDate ? bookingDayLabel(appointment.apptDate) : ''} at ${appointment.apptTime ? slotTimeLabel(appointment.apptTime) : ''}${
    appointment.advisorName ? ` with ${appointment.advisorName}` : ''
  }`;

/**
 * Issue 30: staff move or cancel the lead's next booked appointment; either is texted to the
 * customer after staff saw the text and its recipient (or chose not to text it).
 */
export function ChangeAppointmentModal({ lead, opened, onClose, onChanged }: ChangeAppointmentModalProps) {
  const [action, setAction] = useState<'move' | 'cancel'>('move');
  const [date, setDate] = useState(() => firstDayFor(lead));
  const [picked, setPicked] = useState<string | null>(null);
  const [textCustomer, setTextCustomer] = useState(true);
  const change = useAppointmentChange(lead, opened, { action, date, picked });
  const { appointment, slots, preview, working } = change;
  const ready = action === 'cancel' || picked !== null;
  const submit = async () => {
    const texts = textCustomer && !preview?.preview?.blockedReason;
    if (await change.apply(texts)) onChanged();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Change appointment for ${customerName(lead)}`} size="lg">
      {appointment === undefined ? (
        <Loader size="sm" aria-label="Loading the appointment" />
      ) : appointment === null ? (
        <Text size="sm">No booked appointment ahead to change.</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Booked: <b>{bookedLabel(appointment)}</b>
          </Text>
          <SegmentedControl
            aria-label="Change"
            data={[
              { value: 'move', label: 'Move' },
              { value: 'cancel', label: 'Cancel it' },
            ]}
            value={action}
            onChange={(value) => setAction(value as 'move' | 'cancel')}
          />
          {action === 'move' && (
            <>
              <TextInput
                label="New date"
                type="date"
                value={date}
                min={firstDayFor(lead)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDate(value);
                  setPicked(null);
                }}
              />
              {slots === null ? (
                <Loader size="sm" aria-label="Loading free slots" />
              ) : slots.error ? (
                <Alert color="red">{slots.error}</Alert>
              ) : slots.times.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No free slot that day.
                </Text>
              ) : (
                <Chip.Group multiple={false} value={picked} onChange={setPicked}>
                  <Group gap={6} role="group" aria-label="Free slots">
                    {slots.times.map((time) => (
                      <Chip key={time} value={time} size="sm" variant="outline">
                        {slotTimeLabel(time)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              )}
            </>
          )}
          {ready && (
            <ConfirmationPreview
              lead={lead}
              found={preview}
              textCustomer={textCustomer}
              onTextCustomer={setTextCustomer}
              what={action === 'move' ? 'change' : 'cancellation'}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              color={action === 'cancel' ? 'red' : undefined}
              onClick={() => void submit()}
              disabled={!ready || preview === null}
              loading={working}
            >
              {action === 'move' ? 'Move appointment' : 'Cancel appointment'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
