import {
  ActionIcon,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileUpload, IconMessages, IconTrash } from '@tabler/icons-react';
import { formatPhone, type MailingList, type MailingListEntry } from '@torque/domain';
import { AddEntryForm } from './AddEntryForm';
import type { MailingListsState } from './useMailingLists';

type Props = {
  readonly list: MailingList;
  readonly entries: readonly MailingListEntry[] | null;
  readonly onAddEntry: MailingListsState['addEntry'];
  readonly onRemoveEntry: (entry: MailingListEntry) => void;
  readonly onDeleteList: () => void;
  readonly onAddFromCsv: () => void;
  readonly onTextList: () => void;
  readonly texting: boolean;
};

const nameOf = (entry: MailingListEntry) =>
  [entry.firstName, entry.lastName].filter((part) => part != null && part !== '').join(' ');

/** The chosen list: its entries, one added by hand or many from a CSV, and the list texted. */
export function EntriesPanel(props: Props) {
  const { list, entries } = props;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            {list.code}
          </Title>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              onClick={props.onAddFromCsv}
            >
              Add from CSV
            </Button>
            <Button
              leftSection={<IconMessages size={16} aria-hidden />}
              onClick={props.onTextList}
              loading={props.texting}
              disabled={entries === null || entries.length === 0}
            >
              Text this list
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={props.onDeleteList}
            >
              Delete list
            </Button>
          </Group>
        </Group>
        <AddEntryForm onAdd={props.onAddEntry} />
        {entries === null ? (
          <Text c="dimmed">Loading entries…</Text>
        ) : entries.length === 0 ? (
          <Text c="dimmed">No entries yet: add one above or from a CSV file.</Text>
        ) : (
          <ScrollArea.Autosize mah="60vh">
            <Table aria-label="Entries" striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Cellular</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.mailingListDetailsId}>
                    <Table.Td>{nameOf(entry) || '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {entry.cellular ? formatPhone(entry.cellular) : '—'}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.email ?? '—'}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${nameOf(entry) || entry.cellular || entry.email || 'entry'}`}
                        onClick={() => props.onRemoveEntry(entry)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {entries !== null && entries.length > 0 && (
          <Text size="sm" c="dimmed">
            {entries.length === 1 ? '1 entry' : `${entries.length} entries`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
