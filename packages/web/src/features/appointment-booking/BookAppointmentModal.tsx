import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  bookingDayLabel,
  customerName,
  slotTimeLabel,
  type AvailabilitySlot,
  type Lead,
  type TransportType,
} from '@torque/domain';
import { useState } from 'react';
import { ConfirmationPreview } from './ConfirmationPreview';
import {
  firstDayFor,
  useAppointmentBooking,
  useConfirmationPreview,
  type BookingChoice,
} from './useAppointmentBooking';

const TRANSPORTS: { value: TransportType; label: string }[] = [
  { value: 'WAITER', label: 'Waiter' },
  { value: 'DROP_OFF', label: 'Drop-off' },
  { value: 'LOANER', label: 'Loaner' },
  { value: 'SHUTTLE', label: 'Shuttle' },
];

type BookAppointmentModalProps = {
  readonly lead: Lead;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onBooked: () => void;
};

/** Book a slot for the conversation's customer: how they come, the work, the day, then a free time. */
export function BookAppointmentModal({ lead, opened, onClose, onBooked }: BookAppointmentModalProps) {
  const [choice, setChoice] = useState<BookingChoice>(() => ({
    transportType: 'WAITER',
    opCodes: [],
    date: firstDayFor(lead),
    notes: '',
  }));
  const [picked, setPicked] = useState<string | null>(null);
  const [textCustomer, setTextCustomer] = useState(true);
  const { services, slots, slotsError, booking, book } = useAppointmentBooking(lead, opened, choice);
  const change = (next: Partial<BookingChoice>) => {
    setChoice((previous) => ({ ...previous, ...next }));
    setPicked(null);
  };
  const slot: AvailabilitySlot | undefined = slots?.find((candidate) => candidate.time === picked);
  const confirmation = useConfirmationPreview(lead, choice, slot);
  // Issue 30: the note is read from the event here, never inside the state updater (React may run
  // the updater after the event is gone, when currentTarget is null).
  const changeNotes = (notes: string) => setChoice((previous) => ({ ...previous, notes }));
  const confirm = async () => {
    const texts = textCustomer && !confirmation?.preview?.blockedReason;
    if (slot && (await book(slot, texts))) {
      setPicked(null);
      onBooked();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Book appointment for ${customerName(lead)}`} size="lg">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="booking-transport">
            Transport
          </Text>
          <SegmentedControl
            aria-labelledby="booking-transport"
            fullWidth
            data={TRANSPORTS}
            value={choice.transportType}
            onChange={(value) => change({ transportType: value as TransportType })}
          />
        </div>
        <MultiSelect
          label="Services"
          placeholder="Pick the opcodes"
          data={services.map((service) => ({
            value: service.opcode,
            label: service.description ? `${service.opcode} · ${service.description}` : service.opcode,
          }))}
          value={[...choice.opCodes]}
          onChange={(opCodes) => change({ opCodes })}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Date"
          type="date"
          value={choice.date}
          min={firstDayFor(lead)}
          onChange={(event) => change({ date: event.currentTarget.value })}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Free slots ({lead.storeMaster.officeMasterVO.timezoneDisplay})
          </Text>
          {!choice.date ? (
            <Text size="sm" c="dimmed">
              Pick a date.
            </Text>
          ) : slots === null ? (
            <Loader size="sm" aria-label="Loading free slots" />
          ) : slotsError ? (
            <Alert color="red">{slotsError}</Alert>
          ) : slots.length === 0 ? (
            <Text size="sm" c="dimmed">
              No free slot that day.
            </Text>
          ) : (
            <Chip.Group multiple={false} value={picked} onChange={setPicked}>
              <Group gap={6} role="group" aria-label="Free slots">
                {slots.map((free) => (
                  <Chip key={free.time} value={free.time} size="sm" variant="outline">
                    {slotTimeLabel(free.time)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </div>
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          value={choice.notes}
          onChange={(event) => changeNotes(event.currentTarget.value)}
        />
        {slot && (
          <ConfirmationPreview
            lead={lead}
            found={confirmation}
            textCustomer={textCustomer}
            onTextCustomer={setTextCustomer}
          />
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {slot ? `${bookingDayLabel(slot.date)} at ${slotTimeLabel(slot.time)}` : 'Pick a free slot'}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => void confirm()}
              disabled={!slot || confirmation === null}
              loading={booking}
            >
              Confirm booking
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
