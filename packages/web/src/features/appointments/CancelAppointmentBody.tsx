import { Alert, Blockquote, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { formatPhone, type Appointment, type AppointmentGateway, type OutboundPreview } from '@torque/domain';
import { useEffect, useState } from 'react';
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

  const preview = found?.preview ?? null;
  const blocked = preview?.blockedReason ?? null;
  const texts = textCustomer && blocked === null;

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
      <Checkbox
        label="Text the cancellation to the customer"
        checked={texts}
        disabled={blocked !== null || preview === null}
        onChange={(event) => setTextCustomer(event.currentTarget.checked)}
      />
      {found === null ? (
        <Loader size="sm" aria-label="Loading the cancellation text" />
      ) : found.error ? (
        <Alert color="red">{found.error}</Alert>
      ) : preview ? (
        <>
          <Text size="sm">
            To <b>{`${preview.toName}, ${formatPhone(preview.to)}`}</b>
          </Text>
          {preview.text && (
            <Blockquote
              p="xs"
              color="torque"
              data-testid="cancellation-text"
              style={{ whiteSpace: 'pre-wrap', opacity: texts ? 1 : 0.55 }}
            >
              {preview.text}
            </Blockquote>
          )}
          <Text size="sm" c={blocked ? 'orange' : 'dimmed'}>
            {blocked
              ? `Not texted: ${blocked}`
              : !textCustomer
                ? 'Not texted: the conversation notes that you chose not to.'
                : preview.scheduledFor
                  ? `Held until ${formatLabelledTime(preview.scheduledFor, zone)}: the customer's quiet hours.`
                  : 'Goes now.'}
          </Text>
        </>
      ) : null}
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
