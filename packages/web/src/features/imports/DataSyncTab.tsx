import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { FileUploadReportType } from '@torque/domain';
import { useState } from 'react';
import { DATA_SYNC_TYPES } from './data-sync-types';
import { FileReportList } from './FileReportList';
import { useDataSyncUpload } from './useDataSyncUpload';
import type { ImportStore } from './useImportStores';

/** Recall, HEA, FEA and prepaid maintenance files: the upload, then the type's upload reports. */
export function DataSyncTab({ stores }: { readonly stores: readonly ImportStore[] | null }) {
  const [version, setVersion] = useState(0);
  const form = useDataSyncUpload(() => setVersion((v) => v + 1));
  const [storeId, setStoreId] = useState<string | null>(null);
  const store = stores?.find((candidate) => String(candidate.id) === storeId) ?? stores?.[0] ?? null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="File type"
              data={DATA_SYNC_TYPES.map((type) => ({ ...type }))}
              value={form.fileType}
              onChange={(value) => value && form.setFileType(value as FileUploadReportType)}
              allowDeselect={false}
            />
            {form.fileType === 'RECALL' && (
              <Select
                label="Recall type"
                data={form.recallTypes.map((type) => ({
                  value: type.recallType,
                  label: type.description ?? type.recallType,
                }))}
                value={form.recallType}
                onChange={form.setRecallType}
                placeholder="Pick a recall type"
              />
            )}
            <Select
              label="Store"
              data={(stores ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={store ? String(store.id) : null}
              onChange={setStoreId}
              allowDeselect={false}
            />
            <FileInput
              label="File"
              placeholder="Choose a .csv or .xlsx file"
              accept=".csv,.xlsx"
              value={form.file}
              onChange={form.setFile}
              clearable
            />
          </SimpleGrid>
          {form.refusal && <Alert color="red">{form.refusal}</Alert>}
          {form.percent !== null && (
            <Stack gap={4}>
              <Text size="sm">Uploading {form.percent}%</Text>
              <Progress value={form.percent} aria-label={`Uploading ${form.percent}%`} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={form.blocked || !store}
              onClick={() => store && void form.upload(store)}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </Paper>
      <FileReportList fileType={form.fileType} version={version} />
    </Stack>
  );
}
