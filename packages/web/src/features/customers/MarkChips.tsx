import { ActionIcon, Badge, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  CONSENT_REASON_REQUIRED,
  markLabel,
  needsConsentReason,
  SMS_OPT_OUT,
  type Mark,
} from '@torque/domain';
import { useState } from 'react';
import type { MarkKind } from './mark-kinds';

type MarkChipsProps = {
  /** Whose marks, as staff read it ('Customer', '2021 Honda Accord'); names the controls. */
  readonly owner: string;
  readonly marks: readonly Mark[] | undefined;
  readonly kinds: readonly MarkKind[];
  readonly editable: boolean;
  readonly onChange: (intentType: string, change: 'add' | 'remove', reason: string) => Promise<void>;
};

type Pending = { readonly intentType: string; readonly change: 'add' | 'remove' };

/** Marks as badges, each removable, and a menu to add one; an SMS opt-out change asks why (consent ledger). */
export function MarkChips({ owner, marks, kinds, editable, onChange }: MarkChipsProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const addable = kinds.filter((kind) => !marks?.some((mark) => mark.intentType === kind.intentType));
  const run = async (next: Pending, why: string) => {
    setBusy(true);
    await onChange(next.intentType, next.change, why);
    setBusy(false);
    setPending(null);
    setReason('');
  };
  const ask = (next: Pending) =>
    needsConsentReason(next.intentType) ? (setMissing(false), setPending(next)) : void run(next, '');
  const confirm = () => {
    if (!pending) return;
    if (reason.trim() === '') return setMissing(true);
    void run(pending, reason);
  };
  return (
    <Group gap={6} aria-label={`Marks of ${owner}`} role="group">
      {marks?.length === 0 && (
        <Text size="xs" c="dimmed">
          No marks
        </Text>
      )}
      {marks?.map((mark) => (
        <Badge
          key={mark.intentType}
          variant="light"
          color={mark.intentType === SMS_OPT_OUT ? 'red' : 'gray'}
          tt="none"
          rightSection={
            editable && (
              <ActionIcon
                size="xs"
                variant="transparent"
                color="gray"
                aria-label={`Remove ${markLabel(mark.intentType)} from ${owner}`}
                onClick={() => ask({ intentType: mark.intentType, change: 'remove' })}
              >
                <IconX size={12} />
              </ActionIcon>
            )
          }
        >
          {markLabel(mark.intentType)}
        </Badge>
      ))}
      {editable && addable.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={12} />}
              aria-label={`Add a mark to ${owner}`}
            >
              Mark
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {addable.map((kind) => (
              <Menu.Item
                key={kind.intentType}
                onClick={() => ask({ intentType: kind.intentType, change: 'add' })}
              >
                {kind.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {pending && (
        <Modal
          opened
          onClose={() => setPending(null)}
          title={`${pending.change === 'add' ? 'Add' : 'Remove'} ${markLabel(pending.intentType)} · ${owner}`}
        >
          <Stack gap="sm">
            <TextInput
              label="Reason (kept in the consent ledger)"
              maxLength={500}
              value={reason}
              error={missing ? CONSENT_REASON_REQUIRED : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button color={pending.change === 'add' ? 'red' : undefined} loading={busy} onClick={confirm}>
                {pending.change === 'add' ? 'Opt out' : 'Remove opt-out'}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Group>
  );
}
