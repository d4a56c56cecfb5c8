import { Blockquote, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  APPOINTMENT_DELETED,
  APPOINTMENT_STATUS_UPDATED,
  appointmentStatusLabel,
  notice,
  type Appointment,
  type AppointmentManagerAction,
  type AppointmentReminder,
} from '@torque/domain';
import { useCallback } from 'react';
import { useServices } from '../../services/services-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { showFailure, showNotice } from '../../ui/notices';
import { formatLabelledTime } from '../../ui/time';
import { CancelAppointmentBody } from './CancelAppointmentBody';

const TITLE = 'Appointment manager';
export const REMINDER_TITLE = 'Send appointment reminder';
const REMINDER_SENT = 'Successfully Sent';

/** The changes that are hard to undo ask first; the others (showed, completed, booked) go at once. */
const CONFIRM: Partial<Record<AppointmentManagerAction, { label: string; question: string }>> = {
  NO_SHOW: {
    label: 'Mark no-show',
    question: 'Mark this appointment a no-show? The lead goes on the customer no-show track.',
  },
  CANCELLED: { label: 'Cancel appointment', question: 'Cancel this appointment?' },
  ARCHIVED: { label: 'Archive', question: 'Move this appointment to the archived appointments?' },
  DELETED: { label: 'Delete', question: 'Delete this appointment? It leaves every list.' },
};

function ReminderPreview({
  reminder,
  held,
  zone,
}: {
  readonly reminder: AppointmentReminder;
  readonly held: boolean;
  readonly zone: string;
}) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        To <b>{reminder.customerName}</b> ({reminder.cellular})
      </Text>
      <Blockquote
        p="sm"
        color="torque"
        data-testid="reminder-preview-text"
        style={{ whiteSpace: 'pre-wrap' }}
      >
        {reminder.text}
      </Blockquote>
      <Text size="sm" c="dimmed">
        {held
          ? `Held for the customer's quiet hours until ${formatLabelledTime(reminder.sendAfter, zone)}.`
          : 'Goes now.'}
      </Text>
    </Stack>
  );
}

/** Status changes (with a confirmation where they matter) and the reminder, previewed then sent once. */
export function useAppointmentActions(onChanged: () => void) {
  const { appointmentManager, appointmentBooking } = useServices();
  const zone = useStoreTimeZone();

  const apply = useCallback(
    async (appointment: Appointment, action: AppointmentManagerAction) => {
      const answer = await appointmentManager.setStatus(appointment.apptId, action);
      if (!answer.ok) return showFailure(answer.error);
      showNotice(
        notice({
          title: TITLE,
          message: action === 'DELETED' ? APPOINTMENT_DELETED : APPOINTMENT_STATUS_UPDATED,
        }),
      );
      onChanged();
    },
    [appointmentManager, onChanged],
  );

  /** A lead's booked appointment is cancelled as the booking cancels it, its text shown first (issue 30). */
  const cancelBooked = useCallback(
    (appointment: Appointment, fsiId: number) => {
      const id = modals.open({
        title: 'Cancel appointment',
        children: (
          <CancelAppointmentBody
            booking={appointmentBooking}
            appointment={appointment}
            fsiId={fsiId}
            zone={zone}
            onBack={() => modals.close(id)}
            onCancelled={(failure) => {
              modals.close(id);
              if (failure) return showNotice(notice({ title: TITLE, message: failure, tone: 'warning' }));
              showNotice(notice({ title: TITLE, message: APPOINTMENT_STATUS_UPDATED }));
              onChanged();
            }}
          />
        ),
      });
    },
    [appointmentBooking, zone, onChanged],
  );

  const changeStatus = useCallback(
    (appointment: Appointment, action: AppointmentManagerAction) => {
      const fsiId = appointment.futureServiceInteractionId;
      if (action === 'CANCELLED' && appointment.apptStatus === 'BOOKED' && fsiId)
        return cancelBooked(appointment, fsiId);
      const confirm = CONFIRM[action];
      if (!confirm) return void apply(appointment, action);
      modals.openConfirmModal({
        title: confirm.label,
        children: (
          <Text size="sm">
            {confirm.question} ({appointment.customerName}, {appointmentStatusLabel(appointment.apptStatus)})
          </Text>
        ),
        labels: { confirm: confirm.label, cancel: 'Back' },
        confirmProps: { color: action === 'DELETED' ? 'red' : undefined },
        onConfirm: () => void apply(appointment, action),
      });
    },
    [apply, cancelBooked],
  );

  const remind = useCallback(
    async (appointment: Appointment) => {
      const answer = await appointmentManager.preview(appointment.apptId);
      if (!answer.ok) return showFailure(answer.error);
      const reminder = answer.value;
      if (reminder.sentAt)
        return showNotice(
          notice({ title: REMINDER_TITLE, message: 'The reminder was already sent.', tone: 'warning' }),
        );
      if (reminder.blockedReason)
        return showNotice(
          notice({ title: REMINDER_TITLE, message: reminder.blockedReason, tone: 'warning' }),
        );
      modals.openConfirmModal({
        title: REMINDER_TITLE,
        // Quiet hours: the preview says when it would go, as the server planned it just now.
        children: (
          <ReminderPreview
            reminder={reminder}
            held={new Date(reminder.sendAfter).getTime() > Date.now() + 60_000}
            zone={zone}
          />
        ),
        labels: { confirm: 'Send', cancel: 'Cancel' },
        onConfirm: () =>
          void appointmentManager.send(appointment.apptId).then((sent) => {
            if (!sent.ok) return showFailure(sent.error);
            showNotice(notice({ title: REMINDER_TITLE, message: REMINDER_SENT }));
            onChanged();
          }),
      });
    },
    [appointmentManager, onChanged, zone],
  );

  return { changeStatus, remind } as const;
}
