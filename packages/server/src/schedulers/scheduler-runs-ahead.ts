import { Cron } from 'croner';

/**
 * A schedule's next `count` runs after `from`, read in the store's zone; none when it never runs
 * (croner looks ahead for centuries, so a day no month has costs a tenth of a second once).
 */
export function upcomingRuns(cron: string, zone: string, from: Date, count: number): Date[] {
  return new Cron(cron, { timezone: zone, paused: true }).nextRuns(count, from);
}
