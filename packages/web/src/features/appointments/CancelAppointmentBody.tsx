import { Button, Group, Stack, Text } from '@mantine/core';
import { type Appointment, type AppointmentGateway, type OutboundPreview } from '@torque/domain';
import { useEffect, useState } from 'react';
import { TextToCustomerPreview } from '../../ui/TextToCustomerPreview';
import { formatLabelledTime } from '../../ui/time';

type Found = { readonly preview: OutboundPreview | null; readonly error: string | null };

/**
 * Issue 30: cancelling a booked appointment of a lead texts the customer. Before it goes, staff see
 * the cancellation text, to whom, and whether it goes now, is held or cannot go; they may choose not
 * to text it. The cancellation is the booking's own (claims released, the lead's flag lowered).
 */
export function CancelAppointmentBody({
  booking: appointmentBooking,
  appointment,
  fsiId,
  zone,
  onCancelled,
  onBack,
}: {
  /** Passed in: a modal renders outside the services boundary. */
  readonly booking: Pick<AppointmentGateway, 'previewCancellation' | 'cancel'>;
  readonly appointment: Appointment;
  readonly fsiId: number;
  readonly zone: string;
  readonly onCancelled: (failure: string | null) => void;
  readonly onBack: () => void;
}) {
  const [found, setFound] = useState<Found | null>(null);
  const [textCustomer, setTextCustomer] = useState(true);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let live = true;
    void appointmentBooking.previewCancellation({ fsiId, apptId: appointment.apptId }).then((answer) => {
      if (live)
        setFound(
          answer.ok ? { preview: answer.value, error: null } : { preview: null, error: answer.error.message },
        );
    });
    return () => {
      live = false;
    };
  }, [appointmentBooking, fsiId, appointment.apptId]);

  const texts = textCustomer && !found?.preview?.blockedReason;

  const cancel = async () => {
    setWorking(true);
    const answer = await appointmentBooking.cancel({
      fsiId,
      apptId: appointment.apptId,
      textCustomer: texts,
    });
    setWorking(false);
    if (!answer.ok) return onCancelled(answer.error.message);
    onCancelled(answer.value.success ? null : (answer.value.message ?? 'The appointment was not cancelled.'));
  };

  return (
    <Stack gap="sm">
      <Text size="sm">Cancel this appointment? ({appointment.customerName})</Text>
      <TextToCustomerPreview
        found={found}
        textCustomer={textCustomer}
        onTextCustomer={setTextCustomer}
        what="cancellation"
        heldUntil={(iso) => `Held until ${formatLabelledTime(iso, zone)}`}
        testId="cancellation-text"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button color="red" loading={working} disabled={found === null} onClick={() => void cancel()}>
          Cancel appointment
        </Button>
      </Group>
    </Stack>
  );
}
