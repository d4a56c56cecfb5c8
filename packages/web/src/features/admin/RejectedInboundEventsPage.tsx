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
  Text,
  Title,
} from '@mantine/core';
import type { RejectedInboundEvent } from '@torque/domain';
import { useState } from 'react';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatLabelledTime } from '../../ui/time';
import { REJECTED_EVENTS_PAGE_SIZE, useRejectedInboundEvents } from './useRejectedInboundEvents';

const CARRIER: Readonly<Record<RejectedInboundEvent['provider'], string>> = {
  twilio: 'Twilio',
  bandwidth: 'Bandwidth',
};
const KIND: Readonly<Record<RejectedInboundEvent['kind'], string>> = {
  message: 'Text',
  status: 'Status report',
};

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
  const zone = useStoreTimeZone();

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
        <Stack
          gap="sm"
          component="ul"
          aria-label="Rejected carrier events"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {state.page.data.map((event) => (
            <Paper key={event.id} withBorder radius="md" p="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={6} miw={0} flex={1}>
                  <Group gap="xs">
                    <Badge variant="light" color={event.provider === 'twilio' ? 'red' : 'blue'}>
                      {CARRIER[event.provider]}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {KIND[event.kind]}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatLabelledTime(event.receivedAt, zone)}
                    </Text>
                  </Group>
                  <Text>{event.reason}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    Message id <Code>{event.providerMessageId ?? '—'}</Code>
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  aria-expanded={open === event.id}
                  onClick={() => setOpen(open === event.id ? null : event.id)}
                >
                  {open === event.id ? 'Hide event' : 'Show event'}
                </Button>
              </Group>
              {open === event.id && (
                <Code block mt="sm" aria-label={`Event ${event.providerMessageId ?? event.id} as received`}>
                  {readable(event.payload)}
                </Code>
              )}
            </Paper>
          ))}
        </Stack>
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
