import { Button, Group, NavLink, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MAILING_LIST_PREFIX, type MailingList } from '@torque/domain';
import { useState, type FormEvent } from 'react';

type Props = {
  readonly lists: readonly MailingList[] | null;
  readonly chosenId: number | null;
  readonly onChoose: (listId: number) => void;
  /** Resolves to the refusal's words, or null when the list was created. */
  readonly onCreate: (code: string) => Promise<string | null>;
};

/** The tenant's lists, and a new list by its code (spec 1 §5: it must begin with 'LIST-'). */
export function ListsPanel({ lists, chosenId, onChoose, onCreate }: Props) {
  const [code, setCode] = useState(MAILING_LIST_PREFIX);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const refused = await onCreate(code);
    setBusy(false);
    setError(refused);
    if (refused === null) setCode(MAILING_LIST_PREFIX);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Lists
        </Title>
        <form onSubmit={(event) => void submit(event)}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label="New list code"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1 }}
              maxLength={100}
            />
            <Button type="submit" mt={25} loading={busy} leftSection={<IconPlus size={16} aria-hidden />}>
              Create
            </Button>
          </Group>
        </form>
        {lists === null ? (
          <Text c="dimmed">Loading lists…</Text>
        ) : lists.length === 0 ? (
          <Text c="dimmed">No mailing lists yet.</Text>
        ) : (
          <nav aria-label="Mailing lists">
            {lists.map((list) => (
              <NavLink
                key={list.mailingListMasterId}
                component="button"
                label={list.code}
                active={list.mailingListMasterId === chosenId}
                aria-current={list.mailingListMasterId === chosenId ? 'true' : undefined}
                onClick={() => onChoose(list.mailingListMasterId)}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            ))}
          </nav>
        )}
      </Stack>
    </Paper>
  );
}
