import { Badge } from '@mantine/core';
import { HELD_REPLY_LABELS, type HeldReplyState } from '@torque/domain';

const COLOURS = {
  'window-closed': 'blue',
  'awaiting-approval': 'orange',
  sent: 'green',
  discarded: 'gray',
} as const;

/**
 * What became of a held log-mode reply, or what it waits for (issue 14): it never just vanishes.
 * Nothing while its window is open (the countdown shows) or for other notes.
 */
export function HeldReplyStatus({ state }: { readonly state: HeldReplyState }) {
  if (state === 'window-open' || state === 'not-held') return null;
  return (
    <Badge
      mt={6}
      size="sm"
      variant="light"
      color={COLOURS[state]}
      role="status"
      aria-label={HELD_REPLY_LABELS[state]}
      style={{ textTransform: 'none' }}
    >
      {HELD_REPLY_LABELS[state]}
    </Badge>
  );
}
