import { Badge, Button, Group, NativeSelect, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import {
  LEAD_STAGES,
  leadCodeLabel,
  type LeadStage,
  notice,
  outcomeReasonsFor,
  type Lead,
} from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

type LeadStageControlProps = {
  readonly lead: Lead;
  /** The lead as moved, so the header shows the new stage at once. */
  readonly onMoved: (moved: { readonly stage: LeadStage; readonly outcomeReason: string | null }) => void;
};

const NO_REASON = '';
export const STAGE_UPDATED = 'Successfully Updated';

/**
 * The lead's stage and outcome reason (spec 2 §4): staff move the stage and choose one of the reasons
 * that stage allows (the server refuses any other with a plain 400, shown as the notice).
 */
export function LeadStageControl({ lead, onMoved }: LeadStageControlProps) {
  const { leadFlags } = useServices();
  const [opened, setOpened] = useState(false);
  const [stage, setStage] = useState<string>(lead.stage);
  const [reason, setReason] = useState<string>(lead.outcomeReason ?? NO_REASON);
  const [saving, setSaving] = useState(false);
  const reasons = outcomeReasonsFor(stage);

  const open = () => {
    setStage(lead.stage);
    setReason(lead.outcomeReason ?? NO_REASON);
    setOpened(true);
  };
  const pickStage = (next: string) => {
    setStage(next);
    if (!outcomeReasonsFor(next).includes(reason)) setReason(NO_REASON);
  };
  const save = async () => {
    setSaving(true);
    const moved = await leadFlags.updateTracker({
      id: lead.id,
      stage: stage as LeadStage,
      ...(reason === NO_REASON ? {} : { reason }),
    });
    setSaving(false);
    if (!moved.ok) return showFailure(moved.error);
    showNotice(notice({ message: STAGE_UPDATED }));
    onMoved({ stage: stage as LeadStage, outcomeReason: reason === NO_REASON ? null : reason });
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <UnstyledButton onClick={() => (opened ? setOpened(false) : open())} aria-label="Lead stage">
          <Badge
            size="sm"
            variant="light"
            color="blue"
            rightSection={<IconChevronDown size={10} />}
            style={{ cursor: 'pointer' }}
          >
            {stageWithReason(lead.stage, lead.outcomeReason)}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <NativeSelect
            label="Stage"
            size="xs"
            value={stage}
            data={LEAD_STAGES.map((code) => ({ value: code, label: leadCodeLabel(code) }))}
            onChange={(event) => pickStage(event.currentTarget.value)}
          />
          <NativeSelect
            label="Outcome reason"
            size="xs"
            value={reason}
            disabled={reasons.length === 0}
            data={[
              { value: NO_REASON, label: reasons.length === 0 ? 'None for this stage' : 'No reason' },
              ...reasons.map((code) => ({ value: code, label: leadCodeLabel(code) })),
            ]}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            Only the reasons this stage allows are offered.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button size="xs" loading={saving} onClick={() => void save()}>
              Move lead
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** 'Show or no show · No show'; a reason that only repeats its stage ('Appointment set') is said once. */
function stageWithReason(stage: string, reason: string | null | undefined): string {
  const stageLabel = leadCodeLabel(stage);
  const reasonLabel = reason ? leadCodeLabel(reason) : '';
  return reasonLabel && reasonLabel !== stageLabel ? `${stageLabel} · ${reasonLabel}` : stageLabel;
}
