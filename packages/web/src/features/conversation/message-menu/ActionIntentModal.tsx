import { Button, Group, Modal, Select } from '@mantine/core';
import {
  ACTION_INTENT_LABELS,
  ACTION_INTENTS,
  checkIntentChosen,
  DEFAULT_ACTION_INTENTS,
  defaultActionTarget,
  isActionIntent,
  notice,
  PLEASE_SELECT_AN_INTENT,
  type AppError,
  type LeadId,
  type LeadWorkflowGateway,
  type OutboundPreview,
  type Result,
} from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../../services/services-context';
import { useOutboundConfirm } from '../options/OutboundConfirm';
import { showFailure, showNotice } from '../../../ui/notices';
import type { MessageActionProps } from './message-action';

export type IntentList = 'action' | 'default';

const OPTIONS: Readonly<Record<IntentList, { value: string; label: string }[]>> = {
  action: ACTION_INTENTS.map((code) => ({ value: code, label: ACTION_INTENT_LABELS[code] })),
  default: DEFAULT_ACTION_INTENTS.map((intent) => ({ value: intent.code, label: intent.label })),
};

const TITLES: Readonly<Record<IntentList, string>> = {
  action: 'Action Intents',
  default: 'Default Action Intents',
};

/** Spec 1 §8 success notice. */
const SUCCESSFULLY_UPDATED = 'Successfully Updated';

const unknownIntent: AppError = { code: 'NO_INTENT', message: PLEASE_SELECT_AN_INTENT, tone: 'warning' };

/**
 * Runs the chosen intent: an action intent starts the inbound-appointment workflow; a default one
 * its workflow track, or (our reading of 'external hand-off') the manual hand-off.
 */
function runIntent(
  workflow: LeadWorkflowGateway,
  list: IntentList,
  leadId: LeadId,
  code: string,
): Promise<Result<void, AppError>> | Result<void, AppError> {
  if (list === 'action') {
    return isActionIntent(code)
      ? workflow.inboundAppointment(leadId, code)
      : { ok: false, error: unknownIntent };
  }
  const target = defaultActionTarget(code);
  if (!target) return { ok: false, error: unknownIntent };
  return target.kind === 'track' ? workflow.track(leadId, target.track) : workflow.manualHandoff(leadId);
}

/** Action Intents and Default Action Intents (spec 1 §2, §5): an intent must be chosen. */
export function ActionIntentModal({
  lead,
  onChanged,
  onDone,
  list,
}: MessageActionProps & { list: IntentList }) {
  const { leadWorkflow } = useServices();
  const [intent, setIntent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const outbound = useOutboundConfirm(lead);

  const run = async (code: string, preview?: OutboundPreview) => {
    setRunning(true);
    const done = await runIntent(leadWorkflow, list, lead.id, code);
    setRunning(false);
    if (!done.ok) return showFailure(done.error);
    showNotice(notice({ message: SUCCESSFULLY_UPDATED }));
    if (preview) outbound.afterSent(preview);
    onChanged();
    onDone();
  };

  /** An action intent may text the assistant's reply: it is shown and confirmed first (issue 14). */
  const submit = async () => {
    const chosen = checkIntentChosen(intent ?? undefined);
    if (!chosen.ok) return setError(chosen.error.message);
    const code = chosen.value;
    if (list !== 'action' || !isActionIntent(code)) return run(code);
    setRunning(true);
    await outbound.confirm(
      { action: 'ACTION_INTENT', actionIntent: code },
      {
        title: TITLES.action,
        note: 'The assistant sends this reply for the intent.',
        onNoText: () => void run(code),
      },
      (preview) => void run(code, preview),
    );
    setRunning(false);
  };

  return (
    <Modal opened onClose={onDone} title={TITLES[list]}>
      <Select
        label="Intent"
        placeholder={PLEASE_SELECT_AN_INTENT}
        data={OPTIONS[list]}
        value={intent}
        onChange={(value) => {
          setIntent(value);
          setError(null);
        }}
        error={error}
      />
      <Group justify="flex-end" mt="md">
        <Button loading={running} onClick={() => void submit()}>
          Submit
        </Button>
      </Group>
    </Modal>
  );
}
