import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import type { MailingListBulkResult, MailingListEntryInput } from '@torque/domain';
import { useState } from 'react';
import { readCsvEntries, type CsvReading } from './csv-entries';

type Props = {
  readonly opened: boolean;
  readonly existingKeys: readonly string[];
  readonly onAdd: (entries: readonly MailingListEntryInput[]) => Promise<MailingListBulkResult | null>;
  readonly onClose: () => void;
};

const FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  cellular: 'Cellular',
  email: 'E-mail',
};
const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** 'Add from CSV': choose a file, see which columns were matched and how many will be added, then add. */
export function CsvImportModal({ opened, existingKeys, onAdd, onClose }: Props) {
  const [reading, setReading] = useState<CsvReading | null>(null);
  const [result, setResult] = useState<MailingListBulkResult | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReading(null);
    setResult(null);
    onClose();
  };
  const choose = async (file: File | null) => {
    setResult(null);
    setReading(file === null ? null : await readCsvEntries(file, existingKeys));
  };
  const add = async () => {
    if (!reading?.ok) return;
    setBusy(true);
    setResult(await onAdd(reading.entries));
    setBusy(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add from CSV"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {result ? (
        <Summary result={result} lines={reading?.ok ? reading.lines : []} onDone={close} />
      ) : (
        <Stack gap="sm">
          <FileInput
            label="CSV file"
            description="First row: headers such as First name, Last name, Cellular (or Phone), E-mail."
            accept=".csv,text/csv"
            placeholder="Choose a .csv file"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            onChange={(file) => void choose(file)}
            clearable
          />
          {reading && !reading.ok && (
            <Alert color="red" role="alert">
              {reading.message}
            </Alert>
          )}
          {reading?.ok && (
            <Stack gap={6} aria-label="Preview">
              <Text size="sm">
                {Object.entries(reading.columns)
                  .map(
                    ([field, header]) => `${FIELD_LABELS[field as keyof typeof FIELD_LABELS]} ← “${header}”`,
                  )
                  .join(' · ')}
              </Text>
              <Text fw={600}>{`${entries(reading.plan.valid.length)} will be added`}</Text>
              {reading.plan.skipped.length > 0 && (
                <Text size="sm" c="dimmed">{`${entries(reading.plan.skipped.length)} will be skipped`}</Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => void add()}
              loading={busy}
              disabled={!reading?.ok || reading.plan.valid.length === 0}
            >
              {reading?.ok ? `Add ${entries(reading.plan.valid.length)}` : 'Add'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

type SummaryProps = {
  readonly result: MailingListBulkResult;
  readonly lines: readonly number[];
  readonly onDone: () => void;
};

function Summary({ result, lines, onDone }: SummaryProps) {
  return (
    <Stack gap="sm" aria-live="polite">
      <List>
        <List.Item>{`Added: ${result.added}`}</List.Item>
        <List.Item>{`Skipped: ${result.skipped.length}`}</List.Item>
      </List>
      {result.skipped.length > 0 && (
        <ScrollArea.Autosize mah={260}>
          <Table aria-label="Skipped rows" striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.skipped.map((one) => (
                <Table.Tr key={one.row}>
                  <Table.Td>{lines[one.row - 1] ?? one.row}</Table.Td>
                  <Table.Td>{one.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
