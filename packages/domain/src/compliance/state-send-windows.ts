import type { UsState } from './area-code-state.js';

/** Local hours an automated text may go on one day: from `opens`:00 up to, not including, `closes`:00. */
export type DailySendHours = { readonly opens: number; readonly closes: number };

/** Monday first, as luxon numbers weekdays (1 = Monday ... 7 = Sunday). */
export type WeeklySendHours = {
  readonly monday: DailySendHours;
  readonly tuesday: DailySendHours;
  readonly wednesday: DailySendHours;
  readonly thursday: DailySendHours;
  readonly friday: DailySendHours;
  readonly saturday: DailySendHours;
  readonly sunday: DailySendHours;
};

const everyDay = (opens: number, closes: number): WeeklySendHours => {
  const day = { opens, closes };
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
};

/**
 * Issue 29: automated texts (assistant and campaigns) go out only in these hours of the recipient's
 * local time, by the recipient's state; outside them they are held until the next opening, never
 * dropped. Each line is the state's law as the issue states it.
 */
export const STATE_SEND_HOURS: Readonly<Partial<Record<UsState, WeeklySendHours>>> = {
  // Florida Telephone Solicitation Act (Fla. Stat. 501.059): 8 am to 8 pm.
  FL: everyDay(8, 20),
  // Oklahoma Telephone Solicitation Act (15 O.S. 775C.4): 8 am to 8 pm.
  OK: everyDay(8, 20),
  // Maryland Stop the Spam Calls Act (Md. Com. Law 14-4503): 8 am to 8 pm.
  MD: everyDay(8, 20),
  // Texas (Bus. & Com. Code 301.051): 9 am to 9 pm Monday to Saturday, noon to 9 pm on Sunday.
  TX: { ...everyDay(9, 21), sunday: { opens: 12, closes: 21 } },
};

/** Everywhere else (the TCPA's federal rule, 47 CFR 64.1200(c)(1)): 8 am to 9 pm. */
export const DEFAULT_SEND_HOURS: WeeklySendHours = everyDay(8, 21);

/** The send hours for a recipient in that state; the default when the state is unknown or has no rule. */
export const sendHoursOf = (state: UsState | null): WeeklySendHours =>
  (state === null ? undefined : STATE_SEND_HOURS[state]) ?? DEFAULT_SEND_HOURS;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** One day's hours, the day given as luxon's weekday number (1 = Monday ... 7 = Sunday). */
export const sendHoursOn = (hours: WeeklySendHours, weekday: number): DailySendHours =>
  hours[WEEKDAYS[(weekday - 1) % 7]!];
