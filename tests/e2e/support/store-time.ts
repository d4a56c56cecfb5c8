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
