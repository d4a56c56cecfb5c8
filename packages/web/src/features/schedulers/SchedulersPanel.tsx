import { Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { describeCron, schedulerJobTitle, type SchedulerRecord } from '@torque/domain';
import { useState } from 'react';
import { CreateSchedulerDialog } from './CreateSchedulerDialog';
import { SchedulerRunsModal } from './SchedulerRunsModal';
import { useSchedulers } from './useSchedulers';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { inStoreTime, schedulerZone } from './store-time';

function SchedulerRow({
  scheduler,
  zone,
  onRuns,
  onDelete,
}: {
  readonly scheduler: SchedulerRecord;
  readonly zone: string;
  readonly onRuns: () => void;
  readonly onDelete: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>{scheduler.name}</Table.Td>
      <Table.Td>{schedulerJobTitle(scheduler.jobType)}</Table.Td>
      <Table.Td>{scheduler.storeName ?? scheduler.storeId}</Table.Td>
      <Table.Td>
        <Text size="sm">{describeCron(scheduler.cron)}</Text>
        <Text size="xs" c="dimmed">
          {scheduler.cron} · {scheduler.timeZone}
        </Text>
      </Table.Td>
      <Table.Td>{inStoreTime(scheduler.nextRunAt, zone)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onRuns} aria-label={`Run history of ${scheduler.name}`}>
            Run history
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${scheduler.name}`}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The schedulers settings tab (issue 20): each scheduler runs a job of the server on its cron, read
 * in its store's zone; its next run and its runs show in that zone (issue 30), the runs in a history that refreshes.
 */
export function SchedulersPanel() {
  const { list, create, remove } = useSchedulers();
  const storeZone = useStoreTimeZone();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<SchedulerRecord | null>(null);
  const confirmDelete = (scheduler: SchedulerRecord) =>
    modals.openConfirmModal({
      title: 'Delete scheduler',
      children: (
        <Text size="sm">Delete “{scheduler.name}”? It stops at once and its run history goes with it.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(scheduler.schedulerId),
    });
  return (
    <Card withBorder padding="md" component="section" aria-label="Schedulers">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Each scheduler runs its job on its schedule, read in its store's time zone; its next run and its
            runs show in that zone.
          </Text>
          <Button leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
            New scheduler
          </Button>
        </Group>
        {list === null ? (
          <Loader size="sm" aria-label="Loading schedulers" />
        ) : list.length === 0 ? (
          <Text c="dimmed">No schedulers yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Schedulers" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Schedule</Table.Th>
                  <Table.Th>Next run</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((scheduler) => (
                  <SchedulerRow
                    zone={schedulerZone(scheduler, storeZone)}
                    key={scheduler.schedulerId}
                    scheduler={scheduler}
                    onRuns={() => setShown(scheduler)}
                    onDelete={() => confirmDelete(scheduler)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {creating && <CreateSchedulerDialog opened onClose={() => setCreating(false)} onCreate={create} />}
      <SchedulerRunsModal scheduler={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
