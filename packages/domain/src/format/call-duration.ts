import { SECONDS_PER_HOUR, SECONDS_PER_MINUTE, wholeSeconds } from './duration-parts.js';

/**
 * Spec 1 §2 phone call card: duration as 'Xhr Ymin Zsec'. All three parts always show, so every call
 * card reads the same way: 45 s → '0hr 0min 45sec', 0 → '0hr 0min 0sec'. Hours are not rolled into days.
 * Fractions of a second are dropped; negative or non-finite values count as 0.
 */
export function formatCallDuration(seconds: number): string {
  const s = wholeSeconds(seconds);
  const hours = Math.floor(s / SECONDS_PER_HOUR);
  const minutes = Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${hours}hr ${minutes}min ${s % SECONDS_PER_MINUTE}sec`;
}
