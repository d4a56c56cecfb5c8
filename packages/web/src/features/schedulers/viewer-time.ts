import { formatDisplayDate, formatTimeOfDay } from '@torque/domain';

/** The viewer's own zone: a next run or a run's times read in the viewer's time. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** DD/MM/YYYY HH:mm in the viewer's zone (the screens' date format), or a dash. */
export const inViewerTime = (iso: string | null | undefined): string =>
  iso ? `${formatDisplayDate(iso, viewerZone())} ${formatTimeOfDay(iso, viewerZone())}` : '—';
