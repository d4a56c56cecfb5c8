import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  CONSENT_REASON_REQUIRED,
  markLabel,
  needsConsentReason,
  SMS_OPT_OUT,
  type CustomerMarkKind,
  type Mark,
} from '@torque/domain';
import { useState } from 'react';
import { MarkKindSelect } from '../conversation';

type MarkChipsProps = {
  /** Whose marks, as staff read it ('Customer', '2021 Honda Accord'); names the controls. */
  readonly owner: string;
  readonly marks: readonly Mark[] | undefined;
  readonly kinds: readonly CustomerMarkKind[];
  readonly editable: boolean;
  readonly onChange: (intentType: string, change: 'add' | 'remove', reason: string) => Promise<void>;
};

type Pending = { readonly intentType: string | null; readonly change: 'add' | 'remove' };

/**
 * Marks as badges, each removable, and a dialog to add one from the tag set (grouped, searchable by
 * code or name); an SMS opt-out change asks why (consent ledger).
 */
export function MarkChips({ owner, marks, kinds, editable, onChange }: MarkChipsProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const addable = kinds.filter((kind) => !marks?.some((mark) => mark.intentType === kind.intentType));
  const open = (next: Pending) => {
    setMissing(false);
    setReason('');
    setPending(next);
  };
  const run = async (intentType: string, change: Pending['change'], why: string) => {
    setBusy(true);
    await onChange(intentType, change, why);
    setBusy(false);
    setPending(null);
    setReason('');
  };
  const remove = (intentType: string) =>
    needsConsentReason(intentType)
      ? open({ intentType, change: 'remove' })
      : void run(intentType, 'remove', '');
  const reasonNeeded = pending?.intentType != null && needsConsentReason(pending.intentType);
  const confirm = () => {
    if (!pending?.intentType) return;
    if (reasonNeeded && reason.trim() === '') return setMissing(true);
    void run(pending.intentType, pending.change, reason);
  };
  const title = !pending
    ? ''
    : pending.change === 'add'
      ? `Add a mark · ${owner}`
      : `Remove ${markLabel(pending.intentType ?? '')} · ${owner}`;
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
                onClick={() => remove(mark.intentType)}
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
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          aria-label={`Add a mark to ${owner}`}
          onClick={() => open({ intentType: null, change: 'add' })}
        >
          Mark
        </Button>
      )}
      {pending && (
        <Modal opened onClose={() => setPending(null)} title={title}>
          <Stack gap="sm">
            {pending.change === 'add' && (
              <MarkKindSelect
                kinds={addable}
                label="Mark"
                value={pending.intentType}
                autoFocus
                onChange={(intentType) => setPending({ intentType, change: 'add' })}
              />
            )}
            {reasonNeeded && (
              <TextInput
                label="Reason (kept in the consent ledger)"
                maxLength={500}
                value={reason}
                error={missing ? CONSENT_REASON_REQUIRED : undefined}
                onChange={(event) => setReason(event.currentTarget.value)}
                data-autofocus={pending.change === 'remove' ? true : undefined}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button
                color={reasonNeeded && pending.change === 'add' ? 'red' : undefined}
                loading={busy}
                disabled={pending.intentType === null}
                onClick={confirm}
              >
                {pending.change === 'remove'
                  ? 'Remove opt-out'
                  : pending.intentType === SMS_OPT_OUT
                    ? 'Opt out'
                    : 'Add mark'}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Group>
  );
}
