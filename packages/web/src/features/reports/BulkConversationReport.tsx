import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { bulkStatusLabel, type BulkConversationStatus } from '@torque/domain';
import { Link } from 'react-router';
import { useBulkConversationReport } from './useBulkConversationReport';

function Figures({
  title,
  figures,
}: {
  readonly title: string;
  readonly figures: BulkConversationStatus | null;
}) {
  return (
    <Card withBorder padding="md" aria-label={title} component="section">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {figures === null ? (
        <Text size="sm" c="dimmed">
          Not available
        </Text>
      ) : (
        <Stack gap={2} mt={4}>
          <Text size="xs" c="dimmed">{`${figures.date} · ${bulkStatusLabel(figures.status)}`}</Text>
          <Group gap="lg">
            <Text size="sm">{`Queued: ${figures.total}`}</Text>
            <Text size="sm" c="green.7">{`Sent: ${figures.sent}`}</Text>
            <Text size="sm" c={figures.failed > 0 ? 'red.7' : undefined}>{`Failed: ${figures.failed}`}</Text>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** Where a manager checks bulk conversations: the latest run, today's, and each text that failed. */
export function BulkConversationReport() {
  const { report, refresh } = useBulkConversationReport();
  const failures = report.failures;
  return (
    <Stack p="lg" gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} fz="h3">
          Bulk conversations
        </Title>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={refresh}>
          Refresh
        </Button>
      </Group>
      {report.error && <Alert color="yellow">{report.error}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Figures title="Latest run" figures={report.latest} />
        <Figures title="Today" figures={report.today} />
      </SimpleGrid>
      <Title order={2} fz="h5">
        {`Failed texts${failures ? ` (${failures.total})` : ''}`}
      </Title>
      {failures && failures.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No failed texts.
        </Text>
      )}
      {failures && failures.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Failed texts" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Why it failed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failures.data.map((failure, index) => (
                <Table.Tr key={`${failure.futureServiceInteractionId}-${index}`}>
                  <Table.Td>
                    <Link to={`/leadmanager/${failure.futureServiceInteractionId}`}>
                      {failure.customerName ?? `Lead ${failure.futureServiceInteractionId}`}
                    </Link>
                  </Table.Td>
                  <Table.Td>{failure.error}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
