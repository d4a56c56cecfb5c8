import { Anchor, Badge, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import { bookedByLabel, formatTimeOfDay, type Appointment, type ServiceOrder } from '@torque/domain';
import { Link } from 'react-router';

/** One repair order on the board: RO number, customer, advisor, promised time, unread messages. */
export function OrderCard({ order, zone }: { readonly order: ServiceOrder; readonly zone: string }) {
  const unread = order.totalUnreadCount ?? 0;
  const promised = order.promisedDate ? formatTimeOfDay(order.promisedDate, zone) : null;
  return (
    <Card component="li" withBorder padding="xs" radius="sm" aria-label={`Repair order ${order.roNumber}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="sm">
          RO {order.roNumber}
        </Text>
        {unread > 0 && (
          <Badge color="red" size="sm">
            {unread}
            <VisuallyHidden> unread</VisuallyHidden>
          </Badge>
        )}
      </Group>
      {order.futureServiceInteractionId ? (
        <Anchor component={Link} to={`/leadmanager/${order.futureServiceInteractionId}`} size="sm">
          {order.customerName ?? 'Customer'}
        </Anchor>
      ) : (
        <Text size="sm">{order.customerName ?? 'Customer'}</Text>
      )}
      <Text size="xs" c="dimmed">
        {[order.advisorName, promised && (order.statusCode === 'CLOSED' ? null : `Promised ${promised}`)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Card>
  );
}

/** One appointment of the day in the Appointments lane. */
export function AppointmentCard({ appointment }: { readonly appointment: Appointment }) {
  return (
    <Card component="li" withBorder padding="xs" radius="sm" aria-label={`Appointment ${appointment.apptId}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="sm">
          {appointment.apptTime ?? ''}
        </Text>
        {appointment.transportType && (
          <Badge variant="light" size="sm">
            {appointment.transportType.replace('_', ' ').toLowerCase()}
          </Badge>
        )}
      </Group>
      {appointment.futureServiceInteractionId ? (
        <Anchor component={Link} to={`/leadmanager/${appointment.futureServiceInteractionId}`} size="sm">
          {appointment.customerName ?? 'Customer'}
        </Anchor>
      ) : (
        <Text size="sm">{appointment.customerName ?? 'Customer'}</Text>
      )}
      <Text size="xs" c="dimmed">
        {[appointment.advisorName, appointment.opCodes?.join(', ')].filter(Boolean).join(' · ')}
      </Text>
      {appointment.source && (
        <Text size="xs" c="dimmed">
          {bookedByLabel(appointment.source)}
        </Text>
      )}
    </Card>
  );
}
