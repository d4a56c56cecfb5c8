import { formatDisplayDate, formatTimeOfDay } from '@torque/domain';

/**
 * DD/MM/YYYY HH:mm in the scheduler's store zone (the screens' date format), or a dash: a scheduler
 * runs on its store's clock, so its next run and its runs read on that clock (issue 30, one clock).
 */
export const inStoreTime = (iso: string | null | undefined, zone: string): string =>
  iso ? `${formatDisplayDate(iso, zone)} ${formatTimeOfDay(iso, zone)}` : '—';

/** A scheduler's zone, or the signed-in store's when the record names none. */
export const schedulerZone = (scheduler: { readonly timeZone?: string | null }, storeZone: string): string =>
  scheduler.timeZone || storeZone;
