import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { classificationMeaning, notice, REPLY_CODES, type IntentDetails, type LeadId } from '@torque/domain';
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
 * Issue 17: the code the assistant settled the reply as, and staff's correction of it (or confirmation:
 * saving the same code). Corrections are kept with who and when and measure the classifier.
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
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const saved = await conversations.correctClassification(leadId, messageId, code);
    setBusy(false);
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
        {classification.decidedBy === 'rule' ? 'the opt-out rules' : 'the classifier'}
        {classification.runnersUp.length > 0 ? `; also ${classification.runnersUp.join(', ')}` : ''})
      </Text>
      {classification.correctedCode && (
        <Text size="sm">
          Checked by {classification.correctedBy ?? 'staff'}: {classification.correctedCode}
        </Text>
      )}
      <Group align="flex-end" gap="xs">
        <Select
          label="Correct the code"
          data={CODE_OPTIONS}
          value={code}
          onChange={(value) => value && setCode(value)}
          searchable
          allowDeselect={false}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void save()} loading={busy}>
          {code === classification.code ? 'Confirm code' : 'Save code'}
        </Button>
      </Group>
      {check && check.checked > 0 && (
        <Text size="xs" c="dimmed">
          The assistant agreed with staff on {check.agreed} of {check.checked} checked replies.
        </Text>
      )}
    </Stack>
  );
}
