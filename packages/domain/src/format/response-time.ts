import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, wholeSeconds } from './duration-parts.js';

/**
 * Spec 1 §9 response time: 'RT: ..s' under 60 s, 'RT: ..m ..s' under 3600 s, 'RT: ..h ..m' under
 * 86400 s, otherwise 'RT: ..d ..h'. The smaller unit is the remainder, truncated (2h 59m 59s → 'RT: 2h 59m').
 * Fractions of a second are dropped; a negative or non-finite value shows as 'RT: 0s'.
 */
export function formatResponseTime(seconds: number): string {
  const s = wholeSeconds(seconds);
  if (s < SECONDS_PER_MINUTE) return `RT: ${s}s`;
  if (s < SECONDS_PER_HOUR) return `RT: ${Math.floor(s / SECONDS_PER_MINUTE)}m ${s % SECONDS_PER_MINUTE}s`;
  if (s < SECONDS_PER_DAY) {
    return `RT: ${Math.floor(s / SECONDS_PER_HOUR)}h ${Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE)}m`;
  }
  return `RT: ${Math.floor(s / SECONDS_PER_DAY)}d ${Math.floor((s % SECONDS_PER_DAY) / SECONDS_PER_HOUR)}h`;
}
