import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MAPPING_SAVED, notice, PLANNER_KEYS, SERVICE_TYPES, serviceTypeLabel } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { useLoaded } from './useLoaded';
import { storeName, useSettingsScope } from './useSettingsScope';

/** The "Planner mapping" tab: which service interaction each planner's leads become, per enterprise. */
export function PlannerMappingPanel() {
  const { dataSettings } = useServices();
  const { enterpriseId, stores, mayChange } = useSettingsScope();
  const load = useCallback(
    () => dataSettings.serviceInteractionMappings(enterpriseId),
    [dataSettings, enterpriseId],
  );
  const { loaded, reload } = useLoaded(load);
  const [plannerKey, setPlannerKey] = useState<string | null>(null);
  const [serviceType, setServiceType] = useState<string | null>(null);
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!plannerKey || !serviceType) return;
    setSaving(true);
    const existing =
      loaded.kind === 'ready' ? loaded.value.data.find((m) => m.plannerKey === plannerKey) : undefined;
    const answer = await dataSettings.saveServiceInteractionMapping({
      ...(existing?.id === undefined ? {} : { id: existing.id }),
      plannerKey,
      serviceType,
      storeIds: storeIds.map(Number),
    });
    setSaving(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: MAPPING_SAVED }));
    reload();
  };

  return (
    <Stack gap="md">
      {mayChange && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Title order={2} fz="h4">
              Map a planner
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Planner"
                data={[...PLANNER_KEYS]}
                value={plannerKey}
                onChange={setPlannerKey}
                searchable
              />
              <Select
                label="Service interaction"
                data={SERVICE_TYPES.map((value) => ({
                  value,
                  label: `${serviceTypeLabel(value)} (${value})`,
                }))}
                value={serviceType}
                onChange={setServiceType}
                searchable
              />
              <MultiSelect
                label="Stores"
                placeholder={storeIds.length === 0 ? 'Every store' : undefined}
                data={(stores ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
                value={storeIds}
                onChange={setStoreIds}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={saving} disabled={!plannerKey || !serviceType}>
                Save mapping
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {loaded.kind === 'loading' && <Text c="dimmed">Loading the mappings…</Text>}
        {loaded.kind === 'failed' && <Text c="red">{loaded.error.message}</Text>}
        {loaded.kind === 'ready' &&
          (loaded.value.data.length === 0 ? (
            <Text c="dimmed">No planner is mapped yet: each feeds its own service interaction.</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Planner mappings" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Planner</Table.Th>
                    <Table.Th>Service interaction</Table.Th>
                    <Table.Th>Stores</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loaded.value.data.map((mapping) => (
                    <Table.Tr key={mapping.id ?? mapping.plannerKey}>
                      <Table.Td>{mapping.plannerKey}</Table.Td>
                      <Table.Td>{serviceTypeLabel(mapping.serviceType)}</Table.Td>
                      <Table.Td>
                        {mapping.storeIds?.length
                          ? mapping.storeIds.map((id) => storeName(stores, id)).join(', ')
                          : 'Every store'}
                      </Table.Td>
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
