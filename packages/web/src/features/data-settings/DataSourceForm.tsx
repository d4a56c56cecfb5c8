import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DATA_SOURCES, notice, type DatasourceMapping, type KeyValue } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

type Props = {
  /** The configuration as saved, or null when there is none yet. */
  readonly initial: DatasourceMapping | null;
  readonly scope: { readonly enterpriseId: number; readonly storeId: number | null };
  readonly mayChange: boolean;
  readonly onSaved: () => void;
};

/** The data source and its field mapping; read-only for roles that may only see settings. */
export function DataSourceForm({ initial, scope, mayChange, onSaved }: Props) {
  const { dataSettings } = useServices();
  const [dataSource, setDataSource] = useState<string | null>(initial?.dataSource ?? null);
  const [entries, setEntries] = useState<KeyValue[]>(
    () => initial?.data_mapping.map((e) => ({ ...e })) ?? [],
  );
  const [saving, setSaving] = useState(false);
  const setEntry = (index: number, change: Partial<KeyValue>) =>
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));

  const save = async () => {
    if (!dataSource) return;
    setSaving(true);
    const answer = await dataSettings.saveDatasourceConfiguration({
      ...scope,
      dataSource,
      data_mapping: entries.filter((entry) => entry.key.trim() !== ''),
    });
    setSaving(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message }));
    onSaved();
  };

  return (
    <Stack gap="md">
      <Select
        label="Data source"
        data={[...DATA_SOURCES]}
        value={dataSource}
        onChange={setDataSource}
        readOnly={!mayChange}
        maw={360}
      />
      <Stack gap="xs" aria-label="Field mapping" role="group">
        <Text size="sm" fw={500}>
          Field mapping
        </Text>
        {entries.length === 0 && <Text c="dimmed">No fields mapped.</Text>}
        {entries.map((entry, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Field ${index + 1}`}
              placeholder="Torque field"
              value={entry.key}
              readOnly={!mayChange}
              onChange={(e) => setEntry(index, { key: e.currentTarget.value })}
            />
            <TextInput
              aria-label={`Source of field ${index + 1}`}
              placeholder="DMS field"
              value={entry.value}
              readOnly={!mayChange}
              onChange={(e) => setEntry(index, { value: e.currentTarget.value })}
            />
            {mayChange && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove field ${index + 1}`}
                onClick={() => setEntries((current) => current.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {mayChange && (
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEntries((current) => [...current, { key: '', value: '' }])}
          >
            Add a field
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!dataSource}>
            Save data source
          </Button>
        </Group>
      )}
    </Stack>
  );
}
