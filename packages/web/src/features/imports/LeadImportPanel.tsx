import { Alert, Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportPreview } from './ImportPreview';
import { ImportProgressPanel } from './ImportProgressPanel';
import { mappingBlocker } from './lead-mapping';
import { MappingTable } from './MappingTable';
import type { ImportStore } from './useImportStores';
import { useLeadFileCheck } from './useLeadFileCheck';
import { useLeadImport } from './useLeadImport';

type Props = {
  readonly stores: readonly ImportStore[] | null;
  /** An import ended: the batches list reloads. */
  readonly onImported: () => void;
};

const rowLabel = (row: readonly string[], index: number): string =>
  `Row ${index + 1}: ${
    row
      .filter((cell) => cell !== '')
      .join(', ')
      .slice(0, 60) || '(empty)'
  }`;

/** Store, file, header row, column mapping, preview, then the import with its progress. */
export function LeadImportPanel({ stores, onImported }: Props) {
  const lead = useLeadImport();
  const [storeId, setStoreId] = useState<string | null>(null);
  const store = stores?.find((candidate) => String(candidate.id) === storeId) ?? stores?.[0] ?? null;
  const busy = lead.stage.kind === 'uploading';
  const mapped = lead.rows.length > 0 && mappingBlocker(lead.mapping) === null;
  const check = useLeadFileCheck(lead.file, store, lead.headerRow, lead.mapping, mapped);
  const blocker = lead.blocker ?? check.blocker;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Store"
            data={(stores ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={store ? String(store.id) : null}
            onChange={setStoreId}
            placeholder={stores === null ? 'Loading stores…' : 'Pick a store'}
            allowDeselect={false}
          />
          <FileInput
            label="Lead file"
            placeholder="Choose a .csv or .xlsx file"
            accept=".csv,.xlsx"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={lead.file}
            onChange={(file) => void lead.choose(file)}
            clearable
          />
        </SimpleGrid>
        {lead.fileError && (
          <Alert color="red" title="This file cannot be imported">
            {lead.fileError}
          </Alert>
        )}
        {lead.rows.length > 0 && (
          <>
            <Select
              label="Header row"
              description="The row that holds the column names; rows above it are skipped."
              data={lead.rows.map((row, index) => ({ value: String(index), label: rowLabel(row, index) }))}
              value={String(lead.headerRow)}
              onChange={(value) => value !== null && lead.pickHeaderRow(Number(value))}
              allowDeselect={false}
              maw={560}
            />
            <Title order={2} fz="h5">
              Columns
            </Title>
            <MappingTable headers={lead.headers} mapping={lead.mapping} onMap={lead.mapColumn} />
            <Title order={2} fz="h5">
              Preview
            </Title>
            <ImportPreview check={check} />
            {blocker && check.check.kind !== 'checking' && (
              <Alert color="yellow" title="Not ready to import">
                {blocker}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                leftSection={<IconUpload size={16} />}
                disabled={blocker !== null || !store || busy}
                loading={busy}
                onClick={() => store && void lead.upload(store, check.answers())}
              >
                Import
              </Button>
            </Group>
          </>
        )}
        <ImportProgressPanel stage={lead.stage} onFinished={onImported} />
      </Stack>
    </Paper>
  );
}
