import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  AGREEMENT_DAYS,
  classificationMeaning,
  notice,
  REPLY_CODES,
  staffAgreementLine,
  type IntentDetails,
  type LeadId,
} from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

/** Said when staff's code is saved. */
export const CLASSIFICATION_SAVED = 'Classification saved';

type Classification = NonNullable<IntentDetails['classification']>;
type ReplyCodeCorrectionProps = {
  readonly leadId: LeadId;
  readonly messageId: number;
  readonly classification: Classification;
  readonly check: IntentDetails['classifierCheck'];
  readonly onSaved: (details: IntentDetails) => void;
};

const CODE_OPTIONS = REPLY_CODES.map((code) => ({
  value: code,
  label: `${code} · ${classificationMeaning(code)}`,
}));

/**
 * Issue 17: the code the assistant settled the reply as, and staff's correction of it or confirmation
 * ("Confirm", beside it). Either is kept with who and when, measures the assistant (the agreement line)
 * and teaches it: the same words are read as staff read them from the next reply on (issue 31 point 2).
 */
export function ReplyCodeCorrection({
  leadId,
  messageId,
  classification,
  check,
  onSaved,
}: ReplyCodeCorrectionProps) {
  const { conversations } = useServices();
  const current = classification.correctedCode ?? classification.code;
  const [code, setCode] = useState<string>(current);
  const [busy, setBusy] = useState<'confirm' | 'save' | null>(null);
  const save = async (chosen: string, action: 'confirm' | 'save') => {
    setBusy(action);
    const saved = await conversations.correctClassification(leadId, messageId, chosen);
    setBusy(null);
    if (!saved.ok) return showFailure(saved.error);
    showNotice(notice({ message: CLASSIFICATION_SAVED }));
    onSaved(saved.value);
  };
  return (
    <Stack gap="xs" aria-label="Classification">
      <Text size="sm">
        <Text span fw={700}>
          Classification:
        </Text>{' '}
        {classification.code} · {classificationMeaning(classification.code)} (
        {classification.decidedBy === 'rule'
          ? 'the opt-out rules'
          : classification.taughtBy
            ? `as ${classification.taughtBy} taught it`
            : 'the classifier'}
        {classification.runnersUp.length > 0 ? `; also ${classification.runnersUp.join(', ')}` : ''})
      </Text>
      {classification.correctedCode && (
        <Text size="sm">
          Checked by {classification.correctedBy ?? 'staff'}: {classification.correctedCode}
        </Text>
      )}
      {/* On a phone the picker takes the row and the buttons wrap below it. */}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Correct the code"
          data={CODE_OPTIONS}
          value={code}
          onChange={(value) => value && setCode(value)}
          searchable
          allowDeselect={false}
          style={{ flex: '1 1 240px' }}
        />
        <Button
          onClick={() => void save(code, 'save')}
          loading={busy === 'save'}
          disabled={busy !== null || code === classification.code}
        >
          Save code
        </Button>
        <Button
          variant="light"
          onClick={() => {
            setCode(classification.code);
            void save(classification.code, 'confirm');
          }}
          loading={busy === 'confirm'}
          disabled={busy !== null}
          aria-label={`Confirm ${classification.code}: the assistant read it right`}
        >
          Confirm
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        A saved or confirmed code teaches the assistant: the same words are read so from the next reply on.
      </Text>
      {check && (
        <Text size="sm" role="status">
          {check.checked > 0
            ? staffAgreementLine(check)
            : `Staff have not checked a reply in the last ${AGREEMENT_DAYS} days`}
        </Text>
      )}
    </Stack>
  );
}
