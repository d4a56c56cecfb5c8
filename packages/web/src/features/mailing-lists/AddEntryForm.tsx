import { Button, Grid, Text, TextInput } from '@mantine/core';
import { checkMailingListEntry, type MailingListEntryInput } from '@torque/domain';
import { useState, type FormEvent } from 'react';

type Props = {
  /** True when the entry was stored (the form then clears). */
  readonly onAdd: (entry: MailingListEntryInput) => Promise<boolean>;
};

const EMPTY = { firstName: '', lastName: '', cellular: '', email: '' };

/** One entry by hand, checked as the server checks it: a valid cellular or e-mail, at least one. */
export function AddEntryForm({ onAdd }: Props) {
  const [entry, setEntry] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    value: entry[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setEntry((current) => ({ ...current, [name]: value }));
      setError(null);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMailingListEntry(entry);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    const added = await onAdd(checked.value);
    setBusy(false);
    if (added) setEntry(EMPTY);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add an entry">
      <Grid gap="xs" align="flex-end">
        <Grid.Col span={{ base: 6, md: 2.5 }}>
          <TextInput label="First name" maxLength={100} {...field('firstName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2.5 }}>
          <TextInput label="Last name" maxLength={100} {...field('lastName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2.5 }}>
          <TextInput label="Cellular" type="tel" maxLength={40} {...field('cellular')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2.5 }}>
          <TextInput label="E-mail" type="email" maxLength={254} {...field('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Button type="submit" fullWidth loading={busy} variant="light">
            Add entry
          </Button>
        </Grid.Col>
        {error !== null && (
          <Grid.Col span={12}>
            <Text role="alert" c="red" size="sm">
              {error}
            </Text>
          </Grid.Col>
        )}
      </Grid>
    </form>
  );
}
