import {
  dayBadges,
  interventionNote,
  responseDelay,
  systemClock,
  timeGapsIn,
  type MessageInstance,
  type ResponseDelay,
} from '@torque/domain';
import { useEffect, useMemo, useState } from 'react';
import type { ConversationView } from './bubbles';

const NO_BADGES: ReadonlyMap<number, string> = new Map();
/** The latest message's delay styling moves from none to three to five minutes; look twice a minute. */
const DELAY_REFRESH_MS = 30_000;

/** Wall-clock time that moves on every `ms`, for rules that depend on how long ago something was. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => systemClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(systemClock.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * What the list shows around its messages, all from domain rules: date badges (enterprise layout),
 * customer-side time gaps, the latest message's response delay and the note with the countdown.
 */
export function useMessageRows(
  messages: readonly MessageInstance[],
  timeZone: string,
  view: ConversationView | null,
) {
  const now = useNow(DELAY_REFRESH_MS);
  const enterpriseLayout = view?.enterpriseLayout ?? false;
  const badges = useMemo(
    () => (enterpriseLayout ? dayBadges(messages, timeZone) : NO_BADGES),
    [enterpriseLayout, messages, timeZone],
  );
  const gaps = useMemo(
    () => new Map(timeGapsIn(messages).map((gap) => [gap.index, gap.minutes] as const)),
    [messages],
  );
  // Read when the messages change: the countdown machine keeps time from there.
  const intervention = useMemo(
    () => (view?.messageOptions ? interventionNote(messages, systemClock.now()) : undefined),
    [messages, view?.messageOptions],
  );
  const latestDelay: ResponseDelay = view?.delayColours
    ? responseDelay(
        {
          role: view.role,
          responseRequired: view.lead.responseReqd,
          latestMessage: messages.at(-1),
          globalInboxZero: false,
        },
        { now: () => now },
      )
    : 'none';
  return { dayBadges: badges, gaps, intervention, latestDelay } as const;
}
