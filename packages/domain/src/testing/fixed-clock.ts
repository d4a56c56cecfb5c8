import type { Clock } from '../shared/clock.port.js';

/** A clock that always answers the same instant, e.g. fixedClock('2025-03-14T15:00:00Z'). */
export function fixedClock(iso: string): Clock {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) throw new Error(`fixedClock needs an ISO date-time, got "${iso}"`);
  return { now: () => new Date(epochMs) };
}
