/** Spec 1 §9: an office without a zone is shown in GMT-04:00 (IANA spells that Etc/GMT+4). */
export const DEFAULT_OFFICE_TIME_ZONE = 'Etc/GMT+4';

/** Formatters by zone, then by options object (the options below are constants, so identity is the key). */
const formatters = new Map<string, Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byOptions = formatters.get(timeZone);
  if (!byOptions) {
    byOptions = new Map();
    formatters.set(timeZone, byOptions);
  }
  let cached = byOptions.get(options);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_OFFICE_TIME_ZONE });
    }
    byOptions.set(options, cached);
  }
  return cached;
}

const zoneOrDefault = (timeZone: string | null | undefined): string =>
  timeZone && timeZone.trim() !== '' ? timeZone : DEFAULT_OFFICE_TIME_ZONE;

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const DAY_KEY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A message's time in the store's office zone, e.g. 'Nov 19, 2:05 PM'. */
export function formatMessageTime(iso: string, timeZone: string | null | undefined): string {
  const date = parse(iso);
  return date ? formatter(zoneOrDefault(timeZone), DATE_TIME).format(date) : '';
}

/** Today's day key by zone, worked out once a minute (a list formats many rows at once). */
const todayKeys = new Map<string, { readonly minute: number; readonly key: string }>();

function todayKey(zone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = todayKeys.get(zone);
  if (cached?.minute === minute) return cached.key;
  const key = formatter(zone, DAY_KEY).format(now);
  todayKeys.set(zone, { minute, key });
  return key;
}

/** A list's short time: the clock time today, otherwise the day ('Nov 19'). */
export function formatListTime(
  iso: string,
  timeZone: string | null | undefined,
  now: Date = new Date(),
): string {
  const date = parse(iso);
  if (!date) return '';
  const zone = zoneOrDefault(timeZone);
  const sameDay = formatter(zone, DAY_KEY).format(date) === todayKey(zone, now);
  return formatter(zone, sameDay ? TIME : DAY).format(date);
}

/** The zone this browser runs in: the viewer's zone when the session names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_OFFICE_TIME_ZONE;
}

const ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };

/**
 * A time in another zone than the viewer's, labelled with that zone, e.g. 'Nov 19, 1:05 PM CST'
 * (issue 14: another zone is always labelled where it is shown).
 */
export function formatLabelledTime(iso: string, timeZone: string): string {
  const date = parse(iso);
  if (!date) return '';
  const zoneName =
    formatter(timeZone, ZONE_NAME)
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${formatMessageTime(iso, timeZone)} ${zoneName}`;
}
