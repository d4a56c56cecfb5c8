import type { DateTime } from 'luxon';

// Spanish day and month names, written out rather than taken from the runtime's locale data, so a
// customer's text reads the same on every server and browser (ICU versions abbreviate differently).
const DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'miércoles 6 de marzo': a day as a Spanish text says it (lower case, as Spanish writes them). */
export function spanishDay(at: DateTime): string {
  return `${DAYS[at.weekday - 1] ?? ''} ${at.day} de ${MONTHS[at.month - 1] ?? ''}`;
}

/** '10:00 AM': the clock as the English texts show it; Spanish texts in the US read it the same way. */
export const spanishClock = (at: DateTime): string => at.setLocale('en-US').toFormat('h:mm a');
