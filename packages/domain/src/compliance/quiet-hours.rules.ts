import { DateTime } from 'luxon';
import type { UsState } from './area-code-state.js';
import { sendHoursOf, sendHoursOn } from './state-send-windows.js';

/**
 * Quiet hours (issue 29): an automated text may go out when the recipient's local clock, in their
 * zone, is inside their state's send hours (state-send-windows.ts); otherwise it is held until the
 * next opening there, never dropped.
 */
export function isWithinSendWindow(at: Date, zone: string, state: UsState | null): boolean {
  const local = DateTime.fromJSDate(at, { zone });
  const { opens, closes } = sendHoursOn(sendHoursOf(state), local.weekday);
  return local.hour >= opens && local.hour < closes;
}

/** When an automated text may go out: `at` inside the window, else the next opening in that zone. */
export function nextSendTime(at: Date, zone: string, state: UsState | null): Date {
  if (isWithinSendWindow(at, zone, state)) return at;
  const hours = sendHoursOf(state);
  const today = DateTime.fromJSDate(at, { zone }).startOf('day');
  // Outside the window, the next opening is today's (before it) or a later day's; every day opens.
  for (let days = 0; days <= 7; days += 1) {
    const day = today.plus({ days });
    const opening = day.set({ hour: sendHoursOn(hours, day.weekday).opens });
    if (opening.toMillis() >= at.getTime()) return opening.toJSDate();
  }
  // Stryker disable next-line StringLiteral,CallExpression: unreachable while every day opens; says what broke if one ever does not.
  throw new Error(`no send window within a week in ${zone}`);
}
