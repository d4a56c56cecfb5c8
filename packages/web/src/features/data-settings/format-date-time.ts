import { browserTimeZone, formatMessageTime } from '../../ui/time';

/** A server timestamp as staff read it, in the viewer's zone: 'Nov 25, 10:15 AM'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatMessageTime(iso, browserTimeZone()) : '';
}
