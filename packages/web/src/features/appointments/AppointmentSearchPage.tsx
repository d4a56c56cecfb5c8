import { Stack, Text, Title } from '@mantine/core';
import { AppointmentList } from './AppointmentList';

/** Issue 16: appointment search by appointment date and text, across every store the user has. */
export function AppointmentSearchPage() {
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Appointment search
      </Title>
      <Text size="sm" c="dimmed">
        Appointments of all your stores by appointment date, customer name, cellular or VIN.
      </Text>
      <AppointmentList archived={false} pickers={false} />
    </Stack>
  );
}
