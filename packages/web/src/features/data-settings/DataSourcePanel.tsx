import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { DataSourceForm } from './DataSourceForm';
import { StorePicker } from './StorePicker';
import { useLoaded } from './useLoaded';
import { useSettingsScope } from './useSettingsScope';

/**
 * The "Data source" tab: where the enterprise's (or one store's) DMS data comes from and how its fields
 * map; 'Datasource is not configured' until one is saved.
 */
export function DataSourcePanel() {
  const { dataSettings } = useServices();
  const { enterpriseId, stores, mayChange } = useSettingsScope();
  const [storeId, setStoreId] = useState<number | null>(null);
  const load = useCallback(
    () => dataSettings.datasourceConfiguration(enterpriseId, storeId ?? undefined),
    [dataSettings, enterpriseId, storeId],
  );
  const { loaded, answered, reload } = useLoaded(load);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <StorePicker stores={stores} value={storeId} onChange={setStoreId} allLabel="The whole enterprise" />
        {loaded.kind === 'loading' && <Text c="dimmed">Loading the configuration…</Text>}
        {loaded.kind === 'failed' && (
          <Alert color={loaded.error.code === 'DATASOURCE_NOT_CONFIGURED' ? 'yellow' : 'red'}>
            {loaded.error.message}
          </Alert>
        )}
        {loaded.kind !== 'loading' && (
          <DataSourceForm
            key={answered}
            initial={loaded.kind === 'ready' ? loaded.value : null}
            scope={{ enterpriseId, storeId }}
            mayChange={mayChange}
            onSaved={reload}
          />
        )}
      </Stack>
    </Paper>
  );
}
