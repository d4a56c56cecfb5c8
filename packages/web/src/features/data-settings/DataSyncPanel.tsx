import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notice, SYNCED_SUCCESSFULLY, type SyncKind } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatDateTime } from './format-date-time';
import { showFailure, showNotice } from '../../ui/notices';
import { StorePicker } from './StorePicker';
import { useLoaded } from './useLoaded';
import { storeName, useSettingsScope } from './useSettingsScope';

const STATUS_COLOUR: Readonly<Record<string, string>> = {
  SUCCEEDED: 'green',
  FAILED: 'red',
  COMPLETED: 'green',
};

/**
 * The "Data sync" tab: the sync history, and the manual and display syncs ('Synced Successfully', or
 * 'DMS not supporting Sync') for roles that may change settings.
 */
export function DataSyncPanel() {
  const { dataSettings } = useServices();
  const { enterpriseId, stores, mayChange } = useSettingsScope();
  const zone = useStoreTimeZone();
  const [storeId, setStoreId] = useState<number | null>(null);
  const [running, setRunning] = useState<SyncKind | null>(null);
  const load = useCallback(
    () => dataSettings.syncHistory({ enterpriseId, page: 0, size: 50 }),
    [dataSettings, enterpriseId],
  );
  const { loaded, reload } = useLoaded(load);

  const sync = async (kind: SyncKind) => {
    setRunning(kind);
    const answer = await dataSettings.runSync(kind, {
      enterpriseId,
      ...(storeId === null ? {} : { storeId }),
    });
    setRunning(null);
    reload();
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: SYNCED_SUCCESSFULLY }));
  };

  return (
    <Stack gap="md">
      {mayChange && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Group align="flex-end" gap="md">
            <StorePicker stores={stores} value={storeId} onChange={setStoreId} allLabel="All stores" />
            <Button
              onClick={() => void sync('manual')}
              loading={running === 'manual'}
              disabled={running !== null}
            >
              Manual sync
            </Button>
            <Button
              variant="light"
              onClick={() => void sync('display')}
              loading={running === 'display'}
              disabled={running !== null}
            >
              Display sync
            </Button>
          </Group>
        </Paper>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {loaded.kind === 'loading' && <Text c="dimmed">Loading the sync history…</Text>}
        {loaded.kind === 'failed' && <Text c="red">{loaded.error.message}</Text>}
        {loaded.kind === 'ready' &&
          (loaded.value.data.length === 0 ? (
            <Text c="dimmed">No sync has run yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Sync history" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Started</Table.Th>
                    <Table.Th>Store</Table.Th>
                    <Table.Th>Sync</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>What happened</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loaded.value.data.map((run) => (
                    <Table.Tr key={run.id}>
                      <Table.Td>{formatDateTime(run.startedOn, zone)}</Table.Td>
                      <Table.Td>{storeName(stores, run.storeId)}</Table.Td>
                      <Table.Td>{run.syncType === 'DISPLAY' ? 'Display' : 'Manual'}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOUR[run.status] ?? 'gray'}>
                          {run.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{run.message ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Paper>
    </Stack>
  );
}
