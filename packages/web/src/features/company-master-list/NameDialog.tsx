import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';

/** A dialog asking for one or two short texts (a BOC's code and name, a tenant's name). */
export function NameDialog({
  title,
  nameLabel,
  initialName = '',
  codeLabel,
  extra,
  onSubmit,
  onClose,
}: {
  title: string;
  nameLabel: string;
  initialName?: string;
  codeLabel?: string;
  extra?: ReactNode;
  onSubmit: (name: string, code: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onSubmit(name, code);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {extra}
          {codeLabel ? (
            <TextInput
              label={codeLabel}
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          ) : null}
          <TextInput
            label={nameLabel}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
