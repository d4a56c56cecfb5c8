import { Button, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { mailingListEntryKeys, type MailingList, type MailingListEntryInput } from '@torque/domain';
import { useMemo, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { CsvImportModal } from './CsvImportModal';
import { EntriesPanel } from './EntriesPanel';
import { ListsPanel } from './ListsPanel';
import { TextListModal } from './TextListModal';
import { useMailingLists } from './useMailingLists';

/**
 * /mailing-lists (issue 19, spec 1 §7): the tenant's lists on the left, the chosen list's entries on the
 * right; entries by hand or from a CSV file; the list texted with a message staff write and a
 * preview of who gets it and who not, and why.
 */
export function MailingListsPage() {
  const { mailingLists } = useServices();
  const state = useMailingLists();
  const [texting, setTexting] = useState<MailingList | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const [deleting, setDeleting] = useState<MailingList | null>(null);
  const { chosen, entries } = state;
  const existingKeys = useMemo(() => (entries ?? []).flatMap(mailingListEntryKeys), [entries]);

  const addMany = async (many: readonly MailingListEntryInput[]) => {
    if (!chosen) return null;
    const added = await mailingLists.addEntries({
      tenantId: state.tenantId,
      mailingListMasterId: chosen.mailingListMasterId,
      entries: many,
    });
    state.reloadEntries();
    if (!added.ok) {
      showFailure(added.error);
      return null;
    }
    return added.value;
  };

  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Mailing lists
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ListsPanel
            lists={state.lists}
            chosenId={chosen?.mailingListMasterId ?? null}
            onChoose={state.choose}
            onCreate={state.create}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {chosen ? (
            <EntriesPanel
              list={chosen}
              entries={entries}
              onAddEntry={state.addEntry}
              onRemoveEntry={(entry) => void state.removeEntry(entry)}
              onDeleteList={() => setDeleting(chosen)}
              onAddFromCsv={() => setCsvOpen(true)}
              onTextList={() => setTexting(chosen)}
              texting={false}
            />
          ) : (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                Create a list (its code begins with LIST-) to add entries.
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <CsvImportModal
        opened={csvOpen}
        existingKeys={existingKeys}
        onAdd={addMany}
        onClose={() => setCsvOpen(false)}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete list"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{`Delete ${deleting?.code ?? ''} and all its entries?`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (deleting) void state.remove(deleting);
                setDeleting(null);
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
      {texting && (
        <TextListModal key={texting.mailingListMasterId} list={texting} onClose={() => setTexting(null)} />
      )}
    </Stack>
  );
}
