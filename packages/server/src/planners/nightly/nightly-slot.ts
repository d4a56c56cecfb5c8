import { Cron } from 'croner';

/** Missed slots are looked through up to this many; a nightly schedule never comes near it. */
const MAX_SLOTS_LOOKED_AT = 10_000;

/** Whether a cron expression (five or six fields) reads, so a bad one is refused before it is saved. */
export function isValidCron(cron: string, zone: string): boolean {
  try {
    // Stryker disable next-line BooleanLiteral: a Cron without a job function never starts a timer, paused or not
    new Cron(cron, { timezone: zone, paused: true }).nextRun();
    return true;
  } catch {
    return false;
  }
}

/** The next slot of the schedule after `from`, read in the store's zone. */
export function nextSlot(cron: string, zone: string, from: Date): Date | null {
  // Stryker disable next-line BooleanLiteral: a Cron without a job function never starts a timer, paused or not
  return new Cron(cron, { timezone: zone, paused: true }).nextRun(from);
}

/**
 * The slot that is due now: the latest slot after `since` (the last claimed slot, or when the schedule
 * was saved) that is not later than `now`. After downtime that spans several slots only the latest
 * runs, once: the planners look at today, so running every missed night again would repeat one run.
 */
export function dueSlot(cron: string, zone: string, since: Date, now: Date): Date | null {
  // Stryker disable next-line BooleanLiteral: a Cron without a job function never starts a timer, paused or not
  const schedule = new Cron(cron, { timezone: zone, paused: true });
  let due: Date | null = null;
  let from = since;
  for (let i = 0; i < MAX_SLOTS_LOOKED_AT; i += 1) {
    const slot = schedule.nextRun(from);
    if (slot === null || slot.getTime() > now.getTime()) return due;
    due = slot;
    from = slot;
  }
  return due;
}
