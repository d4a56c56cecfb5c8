import { Paper, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatDateTime, formatDay } from './format-date-time';
import { StorePicker } from './StorePicker';
import { useLoaded } from './useLoaded';
import { useSettingsScope } from './useSettingsScope';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The "DMS view" tab: a store's repair orders as the dealer management system holds them, newest first. */
export function DmsViewPanel() {
  const { dataSettings } = useServices();
  const { stores } = useSettingsScope();
  const zone = useStoreTimeZone();
  const [chosenId, setStoreId] = useState<number | null>(null);
  const storeId = chosenId ?? stores?.[0]?.id ?? null;
  const load = useCallback(
    () =>
      storeId === null
        ? Promise.resolve({
            ok: true as const,
            value: { data: [], total: 0, page: 0, size: 0, response: '' },
          })
        : dataSettings.dmsView(storeId, { page: 0, size: 100 }),
    [dataSettings, storeId],
  );
  const { loaded } = useLoaded(load);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <StorePicker stores={stores} value={storeId} onChange={setStoreId} />
        {loaded.kind === 'loading' && <Text c="dimmed">Loading the DMS view…</Text>}
        {loaded.kind === 'failed' && <Text c="red">{loaded.error.message}</Text>}
        {loaded.kind === 'ready' &&
          (loaded.value.data.length === 0 ? (
            <Text c="dimmed">The DMS holds no repair orders for this store.</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table aria-label="DMS repair orders" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>RO</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Advisor</Table.Th>
                    <Table.Th>VIN</Table.Th>
                    <Table.Th>Opened</Table.Th>
                    <Table.Th>Closed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loaded.value.data.map((row, index) => (
                    <Table.Tr key={text(row['svcOpenRoIdPK']) || index}>
                      <Table.Td>{text(row['roNumber'])}</Table.Td>
                      <Table.Td>{text(row['statusCode'])}</Table.Td>
                      <Table.Td>{text(row['customerName'])}</Table.Td>
                      <Table.Td>{text(row['advisorName'])}</Table.Td>
                      <Table.Td ff="monospace">{text(row['vin'])}</Table.Td>
                      <Table.Td>{formatDateTime(text(row['openDate']), zone)}</Table.Td>
                      <Table.Td>{formatDay(text(row['closedDate']))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Stack>
    </Paper>
  );
}
