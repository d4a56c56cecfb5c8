import { formatLabelledTime } from '../../ui/time';

/**
 * A server timestamp as staff read it, in the store's zone and labelled with it (issue 30, one clock):
 * 'Nov 25, 10:15 AM EST'.
 */
export function formatDateTime(iso: string | null | undefined, zone: string): string {
  return iso ? formatLabelledTime(iso, zone) : '';
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A calendar date (a repair order's closing day) as every screen shows dates, DD/MM/YYYY; no zone moves it. */
export function formatDay(value: string): string {
  const day = DAY.exec(value)?.[0];
  return day ? day.split('-').reverse().join('/') : value;
}
