/**
 * A scheduler's cron (issue 20): five fields, minute hour day-of-month month day-of-week, read in the
 * store's time zone. Five fields means a scheduler runs at most once a minute: a sixth (seconds)
 * field is refused. Whether each field reads as cron is checked on the server with croner; these
 * rules are the shape, and the plain-words reading the screen shows.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NUMBER = /^\d{1,2}$/;

export const CRON_NEEDS_FIVE_FIELDS =
  'The schedule needs five fields: minute, hour, day of month, month and day of week.';

/** Why the cron cannot be a scheduler's (its shape), or null when its shape is right. */
export function cronShapeProblem(cron: string): string | null {
  const fields = cron.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) return CRON_NEEDS_FIVE_FIELDS;
  return null;
}

const pad = (value: string) => value.padStart(2, '0');

function numberIn(value: string, min: number, max: number): boolean {
  return NUMBER.test(value) && Number(value) >= min && Number(value) <= max;
}

/**
 * The schedule in plain words, for the common shapes ('Every minute', 'Every day at 02:00',
 * 'Every Monday at 07:30'); any other schedule is read back as its fields, never guessed at.
 */
export function describeCron(cron: string): string {
  const fields = cron.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) return CRON_NEEDS_FIVE_FIELDS;
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  const everyDay = day === '*' && month === '*';
  if (minute === '*' && hour === '*' && everyDay && weekday === '*') return 'Every minute';
  const step = /^\*\/(\d{1,2})$/.exec(minute);
  if (step && hour === '*' && everyDay && weekday === '*') return `Every ${Number(step[1])} minutes`;
  if (numberIn(minute, 0, 59) && hour === '*' && everyDay && weekday === '*')
    return `Every hour at minute ${Number(minute)}`;
  if (numberIn(minute, 0, 59) && numberIn(hour, 0, 23)) {
    const at = `${pad(hour)}:${pad(minute)}`;
    if (everyDay && weekday === '*') return `Every day at ${at}`;
    if (everyDay && weekday === '1-5') return `Every weekday at ${at}`;
    if (everyDay && numberIn(weekday, 0, 7)) return `Every ${WEEKDAYS[Number(weekday) % 7]} at ${at}`;
    if (numberIn(day, 1, 31) && month === '*' && weekday === '*')
      return `On day ${Number(day)} of every month at ${at}`;
  }
  return `Minute ${minute}, hour ${hour}, day ${day}, month ${month}, weekday ${weekday}`;
}
