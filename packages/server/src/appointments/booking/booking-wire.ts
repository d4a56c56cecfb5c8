import { isTransportType, type OpenSlot, type TransportType } from '@torque/domain';
import { DateTime } from 'luxon';
import { badRequest } from '../../http/http-error.js';

/** How the customer comes when the request does not say: they leave the car (no limit applies by default). */
export const DEFAULT_TRANSPORT: TransportType = 'DROP_OFF';
/** The widest window one availability call looks at. */
export const MAX_WINDOW_DAYS = 31;

export const unknownTransport = (value: string) =>
  `${value} is not a transport type: use WAITER, DROP_OFF, LOANER or SHUTTLE.`;
export const invalidDate = (field: string, value: string) =>
  `${field} ${value} is not a date: use DD.MM.YYYY or YYYY-MM-DD.`;
export const unknownOpcodes = (codes: readonly string[]) =>
  `Unknown opcode for this store: ${codes.join(', ')}.`;
export const windowTooWide = `The availability window is at most ${MAX_WINDOW_DAYS} days.`;

export function transportOf(value: string | undefined): TransportType {
  const given = value?.trim() ?? '';
  if (given === '') return DEFAULT_TRANSPORT;
  if (!isTransportType(given)) throw badRequest(unknownTransport(given));
  return given;
}

/** A wire date (spec 2's request dates DD.MM.YYYY, or YYYY-MM-DD) as YYYY-MM-DD; blank is absent. */
export function wireDate(field: string, value: string | undefined): string | undefined {
  const given = value?.trim() ?? '';
  if (given === '') return undefined;
  const parsed = /^\d{2}\.\d{2}\.\d{4}$/.test(given)
    ? DateTime.fromFormat(given, 'dd.MM.yyyy')
    : DateTime.fromFormat(given, 'yyyy-MM-dd');
  if (!parsed.isValid) throw badRequest(invalidDate(field, given));
  return parsed.toISODate() ?? undefined;
}

/** The dates from first to last, inclusive (at most MAX_WINDOW_DAYS). */
export function datesBetween(first: string, last: string): string[] {
  const start = DateTime.fromISO(first);
  const days = Math.floor(DateTime.fromISO(last).diff(start, 'days').days) + 1;
  if (days > MAX_WINDOW_DAYS) throw badRequest(windowTooWide);
  // Stryker disable next-line StringLiteral: a valid ISO start plus whole days always has an ISO date; '' is only for the type
  return Array.from({ length: Math.max(0, days) }, (_, i) => start.plus({ days: i }).toISODate() ?? '');
}

/** 'Monday, March 9 at 9:30 AM' on the store's wall clock: how the sentence answers name a slot. */
export const spokenSlot = (slot: Pick<OpenSlot, 'date' | 'time'>): string => {
  const at = DateTime.fromISO(`${slot.date}T${slot.time}`);
  return `${at.toFormat('cccc, LLLL d')} at ${at.toFormat('h:mm a')}`;
};
export const spokenTime = (time: string): string => DateTime.fromISO(`2000-01-01T${time}`).toFormat('h:mm a');

export const listPage = <T>(data: T[]) => ({
  data,
  response: 'Success',
  total: data.length,
  size: data.length,
  page: 0,
});
