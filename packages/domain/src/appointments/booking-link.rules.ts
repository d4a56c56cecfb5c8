import { TRANSPORT_TYPES, type TransportLimit, type TransportType } from './availability-config.js';

/**
 * Issue 34 point 1: a customer books their own slot from a link in a text. The link is bound to one
 * lead (its customer and vehicle), lasts a fortnight and can be revoked by staff, like a deal-room link.
 */
export const BOOKING_LINK_DAYS = 14;
export const BOOKING_LINK_LIFETIME_MS = BOOKING_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Exactly what the page says for an expired, revoked or unknown link: nothing about which. */
export const BOOKING_LINK_NO_LONGER_VALID = 'This link is no longer valid';

/** `<link id>.<43 base64url characters of an HMAC-SHA256>`: anything else is refused before a lookup. */
const TOKEN_SHAPE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The link's id and signature, or null for a token that cannot be one of ours. */
export function parseBookingLinkToken(token: string): { readonly id: number; readonly mac: string } | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { id, mac: match[2]! } : null;
}

/** The customer's page for a token. */
export const bookingLinkPath = (token: string): string => `/book/${token}`;

/** The token of a booking page's path (/book/<token>), as typed; null for any other page. */
export function bookingLinkTokenOf(pathname: string): string | null {
  const match = /^\/book\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/** A stored link as the rule needs it. */
export type BookingLinkState = {
  readonly expiresAt: Date | string;
  readonly revokedAt: Date | string | null;
};

/** A link opens until it is revoked or its expiry passes (the expiry instant itself no longer opens). */
export function bookingLinkOpens(link: BookingLinkState, now: Date): boolean {
  return link.revokedAt === null && new Date(link.expiresAt).getTime() > now.getTime();
}

/** How an appointment was booked, as staff read it on the appointment and in the status report. */
export const APPOINTMENT_SOURCES = ['STAFF', 'ASSISTANT', 'CUSTOMER_LINK', 'PUBLIC_FORM', 'DMS'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

export const APPOINTMENT_SOURCE_LABELS: Readonly<Record<AppointmentSource, string>> = {
  STAFF: 'Staff',
  ASSISTANT: 'Assistant',
  CUSTOMER_LINK: 'Customer link',
  PUBLIC_FORM: 'Invite page',
  DMS: 'DMS',
};

/** 'Booked by customer link' and the like; an unknown source reads as it is stored. */
export function bookedByLabel(source: string | null | undefined): string | null {
  if (!source) return null;
  const label = (APPOINTMENT_SOURCE_LABELS as Readonly<Record<string, string>>)[source];
  return `Booked by ${(label ?? source).toLowerCase().replace(/^dms$/, 'DMS')}`;
}

/**
 * The ways in the store offers: every kind whose limit is not zero (a store with no loaners sets the
 * loaner limit to 0). A kind with no limit row is offered without limit.
 */
export function offeredTransports(limits: readonly TransportLimit[]): TransportType[] {
  return TRANSPORT_TYPES.filter((kind) => {
    const limit = limits.find((one) => one.transportType === kind);
    return !limit || (limit.perSlot !== 0 && limit.perDay !== 0);
  });
}

/** 'Tuesday, March 10' (or 'martes, 10 de marzo') for a store-local YYYY-MM-DD: a calendar day, no zone arithmetic. */
export function bookingLinkDayLabel(date: string, language: 'en' | 'es'): string {
  const [year, month, day] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1, 12));
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noon);
}

/** '9:30 AM' for a store-local HH:mm. */
export function bookingLinkTimeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}
