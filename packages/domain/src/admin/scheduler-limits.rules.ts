/**
 * What a scheduler may ask of the server (issue 28): runs at least 15 minutes apart, a schedule that
 * runs at all, at most 10 schedulers per store, and the latest 100 runs of each kept. Reading a cron's
 * run times needs a cron library (croner, on the server), so the gap rule reads run instants the
 * server computed; the rest reads the cron's fields alone, so the screen can say it as it is typed.
 */
export const SCHEDULER_MIN_GAP_MINUTES = 15;
export const SCHEDULERS_PER_STORE = 10;
export const SCHEDULER_RUNS_KEPT = 100;
/**
 * How many upcoming runs the gap rule reads: runs 15 minutes apart make at most 96 a day, so 200
 * cover the rest of the first day that runs, the whole next one and the midnight between them.
 */
export const SCHEDULER_RUNS_CHECKED = 200;

export const SCHEDULE_NEVER_RUNS = 'This schedule never runs.';
export const STORE_SCHEDULERS_FULL = `This store already has ${SCHEDULERS_PER_STORE} schedulers, the most a store may have. Delete one first.`;

const MINUTE_MS = 60_000;
const MONTHS = [
  ...['January', 'February', 'March', 'April', 'May', 'June'],
  ...['July', 'August', 'September', 'October', 'November', 'December'],
];
/** The longest each month can be (February in a leap year). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = MONTHS.map((month) => month.slice(0, 3).toLowerCase());

/** Why the runs are too close (the closest two, in minutes), or null when every two are 15 apart. */
export function runGapProblem(runs: readonly Date[]): string | null {
  let closest = Infinity;
  for (let i = 1; i < runs.length; i += 1)
    closest = Math.min(closest, runs[i]!.getTime() - runs[i - 1]!.getTime());
  if (closest >= SCHEDULER_MIN_GAP_MINUTES * MINUTE_MS) return null;
  const minutes = Math.floor(closest / MINUTE_MS);
  return (
    `Runs must be at least ${SCHEDULER_MIN_GAP_MINUTES} minutes apart; this schedule has two runs ` +
    `${minutes} minute${minutes === 1 ? '' : 's'} apart.`
  );
}

/** Why a store cannot have another scheduler, or null while it has fewer than 10. */
export const storeSchedulersProblem = (schedulersOfStore: number): string | null =>
  schedulersOfStore >= SCHEDULERS_PER_STORE ? STORE_SCHEDULERS_FULL : null;

/** The numbers a field lists ('2', '4,6', '1-3', 'feb'), or undefined for anything else. */
function listedNumbers(field: string, names: readonly string[], max: number): number[] | undefined {
  const numbers: number[] = [];
  const valueOf = (text: string) => {
    const named = names.indexOf(text.toLowerCase());
    const value = named >= 0 ? named + 1 : /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    return value >= 1 && value <= max ? value : undefined;
  };
  for (const part of field.split(',')) {
    const [from, to, ...rest] = part.split('-').map(valueOf);
    if (from === undefined || rest.length > 0 || (part.includes('-') && to === undefined)) return undefined;
    for (let value = from; value <= (to ?? from); value += 1) numbers.push(value);
  }
  return numbers;
}

const ordinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')}`;
};

const joined = (words: readonly string[], last: string): string =>
  words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)!}`;

/**
 * Why the schedule never runs, when its day and month fields say so alone: days no named month has
 * ('0 0 31 2 *': February never has a 31st day); null when the fields do not settle it. A weekday
 * other than * makes the day either-or (cron's rule: Mondays of February do come), so it is left to
 * the cron library.
 */
export function cronNeverRunsReason(cron: string): string | null {
  const [, , day = '', month = '', weekday = ''] = cron.trim().split(/\s+/);
  const days = listedNumbers(day, [], 31);
  const months = month === '*' ? [] : listedNumbers(month, MONTH_NAMES, 12);
  if (!days || !months || months.length === 0 || !['*', '?'].includes(weekday)) return null;
  if (months.some((m) => days.some((d) => d <= MONTH_DAYS[m - 1]!))) return null;
  const named = joined(
    [...new Set(months)].map((m) => MONTHS[m - 1]!),
    'and',
  );
  const verb = new Set(months).size === 1 ? 'has' : 'have';
  return `This schedule never runs: ${named} never ${verb} a ${joined([...new Set(days)].map(ordinal), 'or')} day.`;
}

/** Why a schedule the cron library finds no run for never runs: in its fields' words, else plainly. */
export const neverRunsReason = (cron: string): string => cronNeverRunsReason(cron) ?? SCHEDULE_NEVER_RUNS;
