/** 'Dec 7, 10:30 AM EST': a time as the app labels one in a zone (src/ui/time.ts formatLabelledTime). */
export function labelledTime(iso: string, zone: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${time} ${name}`;
}

/**
 * The next instant the wall clock in `zone` reads hour:minute:second, at least ten minutes away: where a
 * test starts the server's clock (TORQUE_CLOCK_START) so quiet hours and day boundaries are known.
 */
export function nextWallClockIn(zone: string, hour: number, minute = 0, second = 0): Date {
  const now = new Date();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  let start = Date.UTC(parts.year!, parts.month! - 1, parts.day!, hour, minute, second) - offset;
  if (start < now.getTime() + 10 * 60_000) start += 24 * 3600_000;
  return new Date(start);
}
