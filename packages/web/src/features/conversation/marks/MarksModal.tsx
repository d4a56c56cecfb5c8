import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  CONSENT_REASON_REQUIRED,
  CUSTOMER_MARK_KINDS,
  type Mark,
  markLabel,
  needsConsentReason,
} from '@torque/domain';
import { useState } from 'react';
import { MarkKindSelect } from './MarkKindSelect';
import type { useLeadMarks } from './useLeadMarks';

type MarksModalProps = {
  readonly customerName: string;
  readonly marks: ReturnType<typeof useLeadMarks>;
  /** False for viewing-only roles: the marks are shown, with nothing to change them. */
  readonly editable: boolean;
  readonly onClose: () => void;
};

function MarkBadges({ marks, title }: { readonly marks: readonly Mark[]; readonly title: string }) {
  if (marks.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed">
        {title}
      </Text>
      <Group gap={6}>
        {marks.map((mark) => (
          <Badge key={mark.intentType} size="sm" variant="outline" color="gray">
            {markLabel(mark.intentType)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The customer's marks (spec 1 §4): staff add and remove them; an SMS opt-out change needs a reason,
 * which the consent ledger keeps with who and when. The lead's and vehicle's marks are shown as read.
 */
export function MarksModal({ customerName, marks, editable, onClose }: MarksModalProps) {
  const { state, busy } = marks;
  const loaded = typeof state === 'object' && 'customer' in state ? state : null;
  const addable = CUSTOMER_MARK_KINDS.filter(
    (kind) => !loaded?.customer.some((mark) => mark.intentType === kind.intentType),
  );
  const [kind, setKind] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [missingReason, setMissingReason] = useState(false);
  const chosen = addable.some((k) => k.intentType === kind) ? kind : null;
  const reasonNeeded = needsConsentReason(removing ?? chosen ?? '');

  const submit = async () => {
    if (reasonNeeded && reason.trim() === '') return setMissingReason(true);
    setMissingReason(false);
    if (removing) await marks.remove(removing, reason);
    else if (chosen) await marks.add(chosen, reason);
    setRemoving(null);
    setKind(null);
    setReason('');
  };
  const remove = (intentType: string) => {
    if (needsConsentReason(intentType)) return setRemoving(intentType);
    void marks.remove(intentType, '');
  };

  return (
    <Modal opened onClose={onClose} title={`Marks · ${customerName}`} centered>
      {state === 'loading' ? (
        <Loader size="sm" aria-label="Loading marks" />
      ) : !loaded ? (
        <Alert color="red">{'message' in state ? state.message : ''}</Alert>
      ) : (
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              Customer
            </Text>
            {loaded.customer.length === 0 && (
              <Text size="sm" c="dimmed">
                No marks on this customer.
              </Text>
            )}
            <Group gap={6}>
              {loaded.customer.map((mark) => (
                <Badge
                  key={mark.intentType}
                  size="md"
                  variant="light"
                  color={mark.intentType === 'SMS_OPT_OUT' ? 'red' : 'gray'}
                  rightSection={
                    editable && (
                      <Tooltip label={`Remove ${markLabel(mark.intentType)}`}>
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="gray"
                          aria-label={`Remove ${markLabel(mark.intentType)}`}
                          onClick={() => remove(mark.intentType)}
                        >
                          <IconX size={12} />
                        </ActionIcon>
                      </Tooltip>
                    )
                  }
                >
                  {markLabel(mark.intentType)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <MarkBadges marks={loaded.lead} title="This lead" />
          <MarkBadges marks={loaded.vehicle} title="This vehicle" />
          {!editable && (
            <Text size="xs" c="dimmed">
              Your role can read marks but not change them.
            </Text>
          )}
          {editable && (
            <Stack gap="xs">
              {removing ? (
                <Text size="sm" fw={600}>
                  Remove {markLabel(removing)}
                </Text>
              ) : (
                <MarkKindSelect kinds={addable} value={chosen} onChange={setKind} />
              )}
              <TextInput
                label={reasonNeeded ? 'Reason (kept in the consent ledger)' : 'Reason (optional)'}
                size="xs"
                maxLength={500}
                value={reason}
                error={missingReason ? CONSENT_REASON_REQUIRED : undefined}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                {removing && (
                  <Button size="xs" variant="default" onClick={() => setRemoving(null)}>
                    Keep it
                  </Button>
                )}
                <Button
                  size="xs"
                  color={removing ? 'red' : undefined}
                  loading={busy}
                  disabled={!removing && chosen === null}
                  onClick={() => void submit()}
                >
                  {removing ? 'Confirm removal' : 'Add mark'}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
