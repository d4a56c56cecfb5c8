import { Badge, Paper, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useServices } from '../../services/services-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatDateTime } from './format-date-time';
import { useLoaded } from './useLoaded';
import { storeName, useSettingsScope } from './useSettingsScope';

/** The "Dealer vault" tab: the data files delivered for the enterprise, newest first. */
export function DealerVaultPanel() {
  const { dataSettings } = useServices();
  const { enterpriseId, stores } = useSettingsScope();
  const zone = useStoreTimeZone();
  const load = useCallback(
    () => dataSettings.dealerVaultDeliveries({ enterpriseId, page: 0, size: 100 }),
    [dataSettings, enterpriseId],
  );
  const { loaded } = useLoaded(load);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {loaded.kind === 'loading' && <Text c="dimmed">Loading the deliveries…</Text>}
      {loaded.kind === 'failed' && <Text c="red">{loaded.error.message}</Text>}
      {loaded.kind === 'ready' &&
        (loaded.value.data.length === 0 ? (
          <Text c="dimmed">No file has been delivered yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Dealer vault deliveries" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Delivered</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loaded.value.data.map((delivery) => (
                  <Table.Tr key={delivery.deliveryId}>
                    <Table.Td>{delivery.fileName}</Table.Td>
                    <Table.Td>{storeName(stores, delivery.storeId)}</Table.Td>
                    <Table.Td>{formatDateTime(delivery.deliveredOn, zone)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={delivery.status === 'FAILED' ? 'red' : 'green'}>
                        {delivery.status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Paper>
  );
}
