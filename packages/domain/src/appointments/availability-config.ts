/** How a customer gets to and from the service lane; each kind has its own limit (a store has few loaners). */
export const TRANSPORT_TYPES = ['WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

export const isTransportType = (value: string): value is TransportType =>
  (TRANSPORT_TYPES as readonly string[]).includes(value);

/** Wall-clock opening hours, HH:mm (24-hour) in the store's zone; closes after opens. */
export type DayHours = { readonly opens: string; readonly closes: string };

/** One advisor's regular week (ISO weekday 1 = Monday … 7 = Sunday) and the dates that differ. */
export type AdvisorHours = {
  readonly advisorId: string;
  readonly weekly: readonly (DayHours & { readonly weekday: number })[];
  /** A date (YYYY-MM-DD) with its own hours; null hours mean the advisor is off that day. */
  readonly overrides: readonly { readonly date: string; readonly hours: DayHours | null }[];
};

/**
 * How many bookings of one transport type a store takes: per slot (customers arriving at once) and
 * per day (a loaner fleet); null means no limit of that kind.
 */
export type TransportLimit = {
  readonly transportType: TransportType;
  readonly perSlot: number | null;
  readonly perDay: number | null;
};

/** A store's booking rules: slot length, the buffer after each job, and how far ahead a booking must be. */
export type BookingRules = {
  /** IANA zone of the store (its office time zone); every wall-clock time above is in it. */
  readonly zone: string;
  readonly slotMinutes: number;
  /** Time kept free after a job (write-up, the car to the lot) before the advisor takes the next. */
  readonly bufferMinutes: number;
  readonly minimumNoticeMinutes: number;
};

/** Everything availability needs to know about a store. */
export type AvailabilityConfig = {
  readonly rules: BookingRules;
  readonly advisors: readonly AdvisorHours[];
  readonly transportLimits: readonly TransportLimit[];
};

/** A booking already taken: who works it, when it starts (an ISO instant), how long, and how the customer comes. */
export type BookedWork = {
  readonly advisorId: string;
  readonly startsAt: string;
  readonly durationMinutes: number;
  readonly transportType: TransportType;
};

/** A free place: the local date and time the customer sees, the advisor, and the instants it spans. */
export type OpenSlot = {
  readonly date: string;
  readonly time: string;
  readonly advisorId: string;
  readonly startsAt: string;
  readonly endsAt: string;
};
