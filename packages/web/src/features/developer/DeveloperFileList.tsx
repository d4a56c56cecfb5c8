import { Button, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { fileNameProblem, type DeveloperFileKind } from '@torque/domain';
import { useState } from 'react';
import type { DeveloperFileRef } from './useDeveloperFiles';

const GROUPS: readonly { kind: DeveloperFileKind; title: string }[] = [
  { kind: 'tpl', title: 'Templates (tpl)' },
  { kind: 'aiva', title: 'Assistant files (aiva)' },
];

/** The files by kind, the open one marked; a new file is named here and saved from the editor. */
export function DeveloperFileList({
  files,
  open,
  onOpen,
  onNew,
}: {
  readonly files: readonly DeveloperFileRef[];
  readonly open: DeveloperFileRef | null;
  readonly onOpen: (file: DeveloperFileRef) => void;
  readonly onNew: (file: DeveloperFileRef) => void;
}) {
  const [name, setName] = useState('');
  const kind: DeveloperFileKind = name.endsWith('.aiva') ? 'aiva' : 'tpl';
  const problem = name === '' ? null : fileNameProblem(name, kind);
  return (
    <Stack gap="xs" component="nav" aria-label="Developer files">
      {GROUPS.map((group) => (
        <Stack key={group.kind} gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {group.title}
          </Text>
          {files
            .filter((file) => file.kind === group.kind)
            .map((file) => (
              <NavLink
                key={file.name}
                label={file.name}
                active={open?.kind === file.kind && open.name === file.name}
                onClick={() => onOpen(file)}
              />
            ))}
        </Stack>
      ))}
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="New file name"
          placeholder="new-file.tpl"
          size="xs"
          value={name}
          error={problem}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="light"
          disabled={name === '' || problem !== null}
          onClick={() => {
            onNew({ kind, name });
            setName('');
          }}
        >
          New
        </Button>
      </Group>
    </Stack>
  );
}
