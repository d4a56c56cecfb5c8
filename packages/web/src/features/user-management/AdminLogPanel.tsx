import { Alert, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { viewerTimeZone } from '@torque/domain';
import { useState } from 'react';
import { useSignedInSession } from '../../services/session-context';
import { browserTimeZone, formatMessageTime } from '../../ui/time';
import { ADMIN_LOG_PAGE_SIZE, useAdminLog } from './useAdminLog';

/** Who did what to whom, and when (in the viewer's time), latest first. */
export function AdminLogPanel() {
  const session = useSignedInSession();
  const [page, setPage] = useState(0);
  const state = useAdminLog(page);
  const zone = viewerTimeZone(session, browserTimeZone());
  return (
    <Stack gap="md">
      {state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading the admin log" />
        </Center>
      )}
      {state.status === 'failed' && (
        <Alert color="red" title="The admin log could not be loaded">
          {state.error.message}
        </Alert>
      )}
      {state.status === 'ready' && state.page.total === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No admin action has been recorded yet.
        </Text>
      )}
      {state.status === 'ready' && state.page.total > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" aria-label="Admin log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Subject</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.page.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMessageTime(entry.at, zone)}</Table.Td>
                  <Table.Td>{entry.actorName}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.action}
                    </Text>
                    {entry.detail && (
                      <Text size="xs" c="dimmed">
                        {entry.detail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{entry.subject}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {state.status === 'ready' && state.page.total > ADMIN_LOG_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(state.page.total / ADMIN_LOG_PAGE_SIZE)}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
          />
        </Group>
      )}
    </Stack>
  );
}
