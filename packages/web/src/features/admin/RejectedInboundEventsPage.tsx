import {
  Alert,
  Badge,
  Button,
  Center,
  Code,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { RejectedInboundEvent } from '@torque/domain';
import { Fragment, useState } from 'react';
import { REJECTED_EVENTS_PAGE_SIZE, useRejectedInboundEvents } from './useRejectedInboundEvents';

const CARRIER: Readonly<Record<RejectedInboundEvent['provider'], string>> = {
  twilio: 'Twilio',
  bandwidth: 'Bandwidth',
};
const KIND: Readonly<Record<RejectedInboundEvent['kind'], string>> = {
  message: 'Text',
  status: 'Status report',
};
const RECEIVED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The event as the carrier sent it, indented when it is JSON (it always is, unless cut short). */
function readable(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * The super user's read-only list of carrier events the server could not store (a NUL character, a
 * value the database refused). Each was acknowledged to the carrier, so this is the only place left
 * where they can be seen.
 */
export function RejectedInboundEventsPage() {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const state = useRejectedInboundEvents(page);

  return (
    <Stack p="md" gap="md" maw={1200} w="100%" mx="auto">
      <div>
        <Title order={1} fz="h2">
          Rejected carrier events
        </Title>
        <Text c="dimmed" mt={4}>
          Texts and status reports a carrier sent that Torque could not store. Each was acknowledged, so the
          carrier stopped resending it; the other events of the same delivery were stored.
        </Text>
      </div>
      {state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading rejected carrier events" />
        </Center>
      )}
      {state.status === 'failed' && (
        <Alert color="red" title="The list could not be loaded">
          {state.error.message}
        </Alert>
      )}
      {state.status === 'ready' && state.page.total === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            No carrier events have been rejected.
          </Text>
        </Paper>
      )}
      {state.status === 'ready' && state.page.total > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Carrier</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Message id</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th aria-label="Event" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.page.data.map((event) => (
                  <Fragment key={event.id}>
                    <Table.Tr>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {RECEIVED.format(new Date(event.receivedAt))}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={event.provider === 'twilio' ? 'red' : 'blue'}>
                          {CARRIER[event.provider]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{KIND[event.kind]}</Table.Td>
                      <Table.Td>
                        <Code>{event.providerMessageId ?? '—'}</Code>
                      </Table.Td>
                      <Table.Td>{event.reason}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-expanded={open === event.id}
                          onClick={() => setOpen(open === event.id ? null : event.id)}
                        >
                          {open === event.id ? 'Hide event' : 'Show event'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {open === event.id && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <Code block aria-label={`Event ${event.providerMessageId ?? event.id} as received`}>
                            {readable(event.payload)}
                          </Code>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {state.status === 'ready' && state.page.total > REJECTED_EVENTS_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(state.page.total / REJECTED_EVENTS_PAGE_SIZE)}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
          />
        </Group>
      )}
    </Stack>
  );
}
