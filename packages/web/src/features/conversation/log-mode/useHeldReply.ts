import { heldReplyState, systemClock, type MessageInstance } from '@torque/domain';
import { useCallback, useEffect, useRef } from 'react';

/** After the window closes, read the note again: the server settles it within a second or two. */
const RELOADS_AFTER_WINDOW_MS = [1500, 4000] as const;

/**
 * A held log-mode reply's state (domain heldReplyState) for one message row, whether staff can
 * decide on it now (window open, or awaiting approval), and what to do when its window closes:
 * re-read the conversation until the server has sent it or held it for approval (issue 14).
 */
export function useHeldReply(message: MessageInstance, reload: (() => void) | undefined) {
  const state = heldReplyState(message, systemClock.now());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const windowClosed = useCallback(() => {
    if (!reload) return;
    timers.current = RELOADS_AFTER_WINDOW_MS.map((ms) => setTimeout(reload, ms));
  }, [reload]);
  return {
    state,
    decidable: state === 'window-open' || state === 'awaiting-approval',
    windowClosed,
  } as const;
}
