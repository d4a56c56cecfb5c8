import { ActionIcon, Badge, Button } from '@mantine/core';
import { IconCalendarCog, IconCalendarPlus } from '@tabler/icons-react';
import { canBookAppointments, primaryRole, type Lead, type UserSession } from '@torque/domain';
import { useState } from 'react';
import { BookAppointmentModal } from './BookAppointmentModal';
import { ChangeAppointmentModal } from './ChangeAppointmentModal';

type BookAppointmentButtonProps = {
  readonly lead: Lead;
  readonly session?: UserSession | undefined;
  /** The lead moved to APPOINTMENT_SET here; the header shows it at once. */
  readonly onBooked?: () => void;
};

/** The conversation header's "Book appointment", with the lead's appointment flag beside it. */
export function BookAppointmentButton({ lead, session, onBooked }: BookAppointmentButtonProps) {
  const [opened, setOpened] = useState(false);
  const [changing, setChanging] = useState(false);
  const [bookedLead, setBookedLead] = useState<number | null>(null);
  const appointmentSet = lead.appointmentSet || bookedLead === lead.id;
  const mayBook = session === undefined || canBookAppointments(primaryRole(session));
  return (
    <>
      {appointmentSet && (
        <Badge color="green" variant="light" size="sm" aria-label="Appointment set">
          Appointment set
        </Badge>
      )}
      {mayBook && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalendarPlus size={14} />}
          onClick={() => setOpened(true)}
        >
          Book appointment
        </Button>
      )}
      {mayBook && appointmentSet && (
        <ActionIcon
          variant="light"
          size="md"
          aria-label="Change appointment"
          title="Change appointment"
          onClick={() => setChanging(true)}
        >
          <IconCalendarCog size={16} />
        </ActionIcon>
      )}
      {changing && (
        <ChangeAppointmentModal
          lead={lead}
          opened={changing}
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            setBookedLead(null);
          }}
        />
      )}
      {opened && (
        <BookAppointmentModal
          lead={lead}
          opened={opened}
          onClose={() => setOpened(false)}
          onBooked={() => {
            setBookedLead(lead.id);
            setOpened(false);
            onBooked?.();
          }}
        />
      )}
    </>
  );
}
