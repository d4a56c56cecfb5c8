import { Alert, Badge, Loader, Modal, Table, Text } from '@mantine/core';
import type { SchedulerRecord } from '@torque/domain';
import { useSchedulerRuns } from './useSchedulerRuns';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { inStoreTime, schedulerZone } from './store-time';

const OUTCOME_COLOR = { running: 'blue', succeeded: 'green', failed: 'red' } as const;

function RunTable({ schedulerId, zone }: { readonly schedulerId: number; readonly zone: string }) {
  const { runs, error } = useSchedulerRuns(schedulerId);
  if (error) return <Alert color="yellow">{error}</Alert>;
  if (runs === null) return <Loader size="sm" aria-label="Loading runs" />;
  if (runs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No runs yet. This list refreshes by itself while it is open.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Scheduler runs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>Finished</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>What it did</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.runId}>
              <Table.Td>{inStoreTime(run.startedAt, zone)}</Table.Td>
              <Table.Td>{inStoreTime(run.finishedAt, zone)}</Table.Td>
              <Table.Td w={120}>
                <Badge color={OUTCOME_COLOR[run.outcome]} variant="light" style={{ overflow: 'visible' }}>
                  {run.outcome}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{run.summary ?? ''}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A scheduler's latest runs, newest first, read again every few seconds while open. */
export function SchedulerRunsModal({
  scheduler,
  onClose,
}: {
  readonly scheduler: SchedulerRecord | null;
  readonly onClose: () => void;
}) {
  const storeZone = useStoreTimeZone();
  return (
    <Modal
      opened={scheduler !== null}
      onClose={onClose}
      title={scheduler ? `Run history: ${scheduler.name}` : ''}
      size="xl"
    >
      {scheduler && (
        <>
          <Text size="xs" c="dimmed" mb="sm">
            {`Times in ${schedulerZone(scheduler, storeZone)}.`}
          </Text>
          <RunTable schedulerId={scheduler.schedulerId} zone={schedulerZone(scheduler, storeZone)} />
        </>
      )}
    </Modal>
  );
}
