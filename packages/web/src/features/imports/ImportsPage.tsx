import { Stack, Tabs, Title } from '@mantine/core';
import { IconDatabaseImport, IconUsers } from '@tabler/icons-react';
import { BatchList } from './BatchList';
import { DataSyncTab } from './DataSyncTab';
import { LeadImportPanel } from './LeadImportPanel';
import { useBatches } from './useBatches';
import { useImportStores } from './useImportStores';

/** /imports (issue 19): lead files with mapping, preview and progress; recall, alert and prepaid files. */
export function ImportsPage() {
  const stores = useImportStores();
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Lead imports
      </Title>
      <Tabs defaultValue="leads" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="leads" leftSection={<IconUsers size={16} />}>
            Lead files
          </Tabs.Tab>
          <Tabs.Tab value="data-sync" leftSection={<IconDatabaseImport size={16} />}>
            Data-sync files
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="leads" pt="md">
          <LeadFilesTab stores={stores} />
        </Tabs.Panel>
        <Tabs.Panel value="data-sync" pt="md">
          <DataSyncTab stores={stores} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function LeadFilesTab({ stores }: { readonly stores: Parameters<typeof LeadImportPanel>[0]['stores'] }) {
  const batches = useBatches();
  return (
    <Stack gap="md">
      <LeadImportPanel stores={stores} onImported={batches.reload} />
      <BatchList list={batches} />
    </Stack>
  );
}
