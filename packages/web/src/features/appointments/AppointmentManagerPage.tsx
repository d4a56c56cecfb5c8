import { Stack, Tabs, Text, Title } from '@mantine/core';
import { AppointmentList } from './AppointmentList';

/** Issue 16: the appointment manager: find, change status, mark no-shows, remind, archive and delete. */
export function AppointmentManagerPage() {
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Appointment manager
      </Title>
      <Tabs defaultValue="appointments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="appointments">Appointments</Tabs.Tab>
          <Tabs.Tab value="archived">Archived</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="appointments" pt="md">
          <AppointmentList archived={false} pickers />
        </Tabs.Panel>
        <Tabs.Panel value="archived" pt="md">
          <Text size="sm" c="dimmed" mb="sm">
            Every archived appointment, latest first. Dates narrow the list by the appointment&apos;s own day.
          </Text>
          <AppointmentList archived pickers />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
