import { Button, Group, Text } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import type { LeadId } from '@torque/domain';
import { useEffect } from 'react';
import { HeldReplyStatus } from './HeldReplyStatus';
import { useInterventionCountdown } from './useInterventionCountdown';

type InterventionCountdownProps = {
  readonly leadId: LeadId;
  readonly noteId: number;
  /** What is left of the note's 40-second window (domain interventionNote). */
  readonly remainingSeconds: number;
  readonly onIntervened: () => void;
  /** The window closed untouched: the server now sends the reply or holds it for approval. */
  readonly onWindowClosed?: (() => void) | undefined;
};

/** The internal note's countdown (mm:ss from 40 s, spec 1 §4) and the control to step in before it ends. */
export function InterventionCountdown({
  leadId,
  noteId,
  remainingSeconds,
  onIntervened,
  onWindowClosed,
}: InterventionCountdownProps) {
  const countdown = useInterventionCountdown(leadId, noteId, remainingSeconds, onIntervened);
  const expired = countdown.status === 'expired';
  useEffect(() => {
    if (expired) onWindowClosed?.();
  }, [expired, onWindowClosed]);
  // Issue 14: the end of the window says what happens next instead of the controls vanishing.
  if (expired) return <HeldReplyStatus state="window-closed" />;
  if (countdown.status === 'intervened') {
    return (
      <Text size="xs" fw={600} c="dimmed" mt={6}>
        Intervened
      </Text>
    );
  }
  return (
    <Group gap="xs" mt={6} wrap="nowrap">
      <Text size="sm" fw={700} ff="monospace" role="timer" aria-label="Intervention countdown">
        {countdown.shown}
      </Text>
      <Button
        size="compact-xs"
        color="orange"
        variant="light"
        leftSection={<IconHandStop size={14} />}
        loading={countdown.status === 'intervening'}
        onClick={countdown.intervene}
      >
        Intervene
      </Button>
    </Group>
  );
}
