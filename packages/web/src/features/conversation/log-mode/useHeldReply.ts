import { heldReplyState, systemClock, type MessageInstance } from '@torque/domain';
import { useCallback, useEffect, useRef } from 'react';

/** Right after the window closes, read the note again: the server usually settles it within seconds. */
const FIRST_RELOAD_MS = 1500;
/** Until it has (a busy server may take longer), read it again this often while the row shows. */
const RELOAD_EVERY_MS = 3000;

/**
 * A held log-mode reply's state (domain heldReplyState) for one message row, whether staff can
 * decide on it now (window open, or awaiting approval), and what to do when its window closes:
 * re-read the conversation until the server has sent it or held it for approval (issue 14).
 */
export function useHeldReply(message: MessageInstance, reload: (() => void) | undefined) {
  const state = heldReplyState(message, systemClock.now());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const windowClosed = useCallback(() => {
    if (reload) timer.current = setTimeout(reload, FIRST_RELOAD_MS);
  }, [reload]);
  // A closed window whose outcome the server has not told yet: keep asking, so the note never
  // stays on 'Window closed' (the row may also mount after the countdown ended, on a reload).
  useEffect(() => {
    if (state !== 'window-closed' || !reload) return undefined;
    const every = setInterval(reload, RELOAD_EVERY_MS);
    return () => clearInterval(every);
  }, [state, reload]);
  return {
    state,
    decidable: state === 'window-open' || state === 'awaiting-approval',
    windowClosed,
  } as const;
}
