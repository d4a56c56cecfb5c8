import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from './duration-parts.js';

export const ELAPSED_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
export type ElapsedUnit = (typeof ELAPSED_UNITS)[number];

const roundTenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * Spec 1 §9 elapsed time in seconds, minutes, hours or days with one decimal. Whole seconds under a
 * minute ('45 seconds', '1 second'); otherwise the largest unit the value reaches, one decimal and always
 * plural ('2.5 minutes', '1.2 hours', '3.0 days'). When rounding reaches the next unit it is used instead
 * (3599 s → '1.0 hours', not '60.0 minutes'). Negative or non-finite values show as '0 seconds'.
 */
export function formatElapsed(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (s < SECONDS_PER_MINUTE) {
    const whole = Math.floor(s);
    return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = roundTenth(s / SECONDS_PER_MINUTE);
  if (s < SECONDS_PER_HOUR && minutes < 60) return `${minutes.toFixed(1)} minutes`;
  const hours = roundTenth(s / SECONDS_PER_HOUR);
  if (s < SECONDS_PER_DAY && hours < 24) return `${hours.toFixed(1)} hours`;
  return `${roundTenth(s / SECONDS_PER_DAY).toFixed(1)} days`;
}
