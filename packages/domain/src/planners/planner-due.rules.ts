import { DateTime } from 'luxon';
import { serviceTypeLabel } from '../leads/service-type.js';
import {
  STATE_INSPECTION_OPCODES,
  serviceMileageValue,
  type DealType,
  type PlannerSpec,
} from './planner-catalogue.rules.js';
import { dayNumber, dottedDay, groupedMiles, isoOfDay, plusCalendar } from './calendar-day.rules.js';
import { dayReached, drivingHabit, isoDay, mileageOn, type MileagePoint } from './driving-habit.rules.js';

/** A closed service visit as the planners read it. */
export type ServiceVisit = {
  readonly closedOn: string;
  readonly mileage: number | null;
  readonly opcodes: readonly string[];
  /** The planned service type the visit performed, when known. */
  readonly performedServiceType: string | null;
};

/** What the planners know of one vehicle (ISO dates). */
export type PlannerVehicle = {
  readonly vehicleId: number;
  readonly make: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly soldDate: string | null;
  readonly dealType: DealType | null;
  /** Closed repair orders, any order. */
  readonly visits: readonly ServiceVisit[];
  /** Mileage staff recorded (vehicle_mileage_record). */
  readonly mileageRecords: readonly MileagePoint[];
  readonly hasFutureAppointment: boolean;
  /** Service types marked "service performed already" (spec 2 §9 SPA codes); '*' for every service. */
  readonly servicePerformedAlready: readonly string[];
  readonly optedOut: boolean;
};

/** The days a run looks at: due dates from `from` to `to`, both included (ISO dates). */
export type PlannerWindow = { readonly asOf: string; readonly from: string; readonly to: string };

export type PlannerWindowInput = {
  readonly asOf: string;
  readonly minimumDays?: number | null;
  readonly maximumDays?: number | null;
  readonly days?: number | null;
};

/**
 * The range of days of a run (our reading of spec 2 §3): minimumDays and maximumDays count from the planner
 * date (negative is before it); `days` alone means "from the planner date to that many days on"; with
 * none of them, the planner's own range.
 */
export function plannerWindow(
  spec: Pick<PlannerSpec, 'searchDays'>,
  input: PlannerWindowInput,
): PlannerWindow {
  const asOf = isoDay(input.asOf);
  const useDays = input.minimumDays == null && input.maximumDays == null && input.days != null;
  const minimumDays = useDays
    ? Math.min(0, input.days ?? 0)
    : (input.minimumDays ?? spec.searchDays.minimumDays);
  const maximumDays = useDays
    ? Math.max(0, input.days ?? 0)
    : (input.maximumDays ?? spec.searchDays.maximumDays);
  return {
    asOf: asOf.toISODate() ?? input.asOf,
    from: asOf.plus({ days: Math.min(minimumDays, maximumDays) }).toISODate() ?? input.asOf,
    to: asOf.plus({ days: Math.max(minimumDays, maximumDays) }).toISODate() ?? input.asOf,
  };
}

export type DueBy = 'time' | 'mileage';

/** A vehicle due in the range of days, and why. */
export type PlannerDue = {
  readonly vehicleId: number;
  readonly serviceType: string;
  readonly planner: PlannerSpec['key'];
  readonly dueDate: string;
  readonly dueBy: DueBy;
  /** The odometer reading the service is due at; null for a time-only planner. */
  readonly dueMileage: number | null;
  readonly estimatedMileage: number | null;
  readonly lastServiceDate: string | null;
  readonly optedOut: boolean;
  readonly reason: string;
};

/** Why a vehicle is not listed (for tests and the audit). */
export type NotDue =
  | 'not-this-planner'
  | 'appointment-booked'
  | 'service-performed-already'
  | 'no-start-date'
  | 'outside-the-days';

// Stryker disable next-line StringLiteral: an unknown make or model, read as any text, matches no catalogue name.
const sameText = (a: string | null, b: string): boolean => (a ?? '').trim().toLowerCase() === b.toLowerCase();

function lastVisit(
  vehicle: PlannerVehicle,
  match: (visit: ServiceVisit) => boolean,
): ServiceVisit | undefined {
  let last: ServiceVisit | undefined;
  for (const visit of vehicle.visits)
    if (match(visit) && (!last || visit.closedOn > last.closedOn)) last = visit;
  return last;
}

const isInspectionFor =
  (spec: PlannerSpec) =>
  (visit: ServiceVisit): boolean => {
    const opcodes = (spec.inspectionOpcodes ?? STATE_INSPECTION_OPCODES).map((code) => code.toUpperCase());
    return visit.opcodes.some((code) => opcodes.includes(code.toUpperCase()));
  };

/** Whether the planner is about this kind of vehicle at all (deal type, make, model, age, history). */
export function plannerCovers(spec: PlannerSpec, vehicle: PlannerVehicle, asOf: string): boolean {
  if (spec.dealTypes && !(vehicle.dealType && spec.dealTypes.includes(vehicle.dealType))) return false;
  if (spec.makes && !spec.makes.some((make) => sameText(vehicle.make, make))) return false;
  if (spec.models && !spec.models.some((model) => sameText(vehicle.model, model))) return false;
  if (spec.minimumAgeYears !== undefined) {
    if (vehicle.year === null || Number(asOf.slice(0, 4)) - vehicle.year < spec.minimumAgeYears) return false;
  }
  if (spec.soldMonthsAgo !== undefined) {
    if (!vehicle.soldDate || plusCalendar(vehicle.soldDate, { months: spec.soldMonthsAgo }) > asOf)
      return false;
  }
  if (spec.serviced === undefined) return true;
  const servicedSinceSale = vehicle.visits.some(
    (visit) => !vehicle.soldDate || visit.closedOn >= vehicle.soldDate,
  );
  return spec.serviced === servicedSinceSale;
}

/** The readings the habit is read from: visits, recorded mileage, and a new vehicle's sale at zero. */
export function mileageHistory(vehicle: PlannerVehicle): MileagePoint[] {
  const points: MileagePoint[] = vehicle.visits.flatMap((visit) =>
    visit.mileage === null ? [] : [{ on: visit.closedOn, mileage: visit.mileage }],
  );
  points.push(...vehicle.mileageRecords);
  if (vehicle.soldDate && vehicle.dealType === 'New') points.push({ on: vehicle.soldDate, mileage: 0 });
  return points;
}

type Start = {
  readonly on: string;
  readonly mileage: number | null;
  readonly kind: 'sold' | 'service' | 'inspection';
};

function startOf(spec: PlannerSpec, vehicle: PlannerVehicle): Start | null {
  const sold: Start | null = vehicle.soldDate ? { on: vehicle.soldDate, mileage: null, kind: 'sold' } : null;
  if (spec.anchor === 'sold') return sold;
  const visit = lastVisit(vehicle, spec.anchor === 'lastInspection' ? isInspectionFor(spec) : () => true);
  if (!visit) return sold;
  return {
    on: visit.closedOn,
    mileage: visit.mileage,
    kind: spec.anchor === 'lastInspection' ? 'inspection' : 'service',
  };
}

const miles = groupedMiles;
const aboutMiles = (value: number): string => miles(Math.round(value / 100) * 100);
const dotted = dottedDay;

/**
 * Whether the vehicle is due for the planner's service in the range of days. Due is whichever comes first of
 * time (the schedule after the start) and mileage (the day the owner's habit reaches the service
 * mileage). A vehicle with an appointment to come, or whose service was performed already, is never due.
 */
export function decideDue(
  spec: PlannerSpec,
  vehicle: PlannerVehicle,
  dueWindow: PlannerWindow,
): PlannerDue | NotDue {
  if (!plannerCovers(spec, vehicle, dueWindow.asOf)) return 'not-this-planner';
  if (vehicle.hasFutureAppointment) return 'appointment-booked';
  if (
    vehicle.servicePerformedAlready.includes(spec.serviceType) ||
    vehicle.servicePerformedAlready.includes('*') ||
    vehicle.visits.some((visit) => visit.performedServiceType === spec.serviceType)
  )
    return 'service-performed-already';
  const start = startOf(spec, vehicle);
  if (!start) return 'no-start-date';
  const history = mileageHistory(vehicle);
  const timeDue = plusCalendar(start.on, spec.dueAfter);
  const dueMileage = dueMileageOf(spec, start, history);
  // The pace since the start (the sale, or the last visit) says when its service mileage comes.
  const sinceStart =
    dueMileage === null ? null : dayReached(drivingHabit(onOrAfter(history, start.on)), dueMileage);
  const mileageDue = sinceStart === null ? null : isoOfDay(sinceStart);
  const byMileage = mileageDue !== null && mileageDue < timeDue;
  const dueDate = byMileage ? mileageDue : timeDue;
  if (dueDate < dueWindow.from || dueDate > dueWindow.to) return 'outside-the-days';
  const now = mileageOn(drivingHabit(history), dayNumber(dueWindow.asOf));
  const due: Omit<PlannerDue, 'reason'> = {
    vehicleId: vehicle.vehicleId,
    serviceType: spec.serviceType,
    planner: spec.key,
    dueDate,
    dueBy: byMileage ? 'mileage' : 'time',
    dueMileage,
    estimatedMileage: now,
    lastServiceDate: lastVisit(vehicle, () => true)?.closedOn ?? null,
    optedOut: vehicle.optedOut,
  };
  return { ...due, reason: dueReason(spec, vehicle, start, due) };
}

/** From the sale the label is an odometer reading; from a service, the miles driven since. */
function dueMileageOf(spec: PlannerSpec, start: Start, history: readonly MileagePoint[]): number | null {
  if (spec.mileageLabel === null) return null;
  const value = serviceMileageValue(spec.mileageLabel);
  if (start.kind === 'sold') return value;
  const base = start.mileage ?? mileageOn(drivingHabit(history), dayNumber(start.on));
  return base === null ? null : base + value;
}

const onOrAfter = (history: readonly MileagePoint[], day: string): MileagePoint[] => {
  const after = history.filter((point) => point.on >= day);
  return after.length > 0 ? after : [...history];
};

/** The plain-words reason: "sold 02.05.2026, about 6,200 miles now, 5K due by 30.11.2026". */
export function dueReason(
  spec: PlannerSpec,
  vehicle: PlannerVehicle,
  start: Start,
  due: Omit<PlannerDue, 'reason'>,
): string {
  const parts: string[] = [];
  const story = spec.story
    ? `${spec.story} `
    : vehicle.dealType && vehicle.dealType !== 'New'
      ? `${vehicle.dealType} `
      : '';
  if (start.kind === 'sold') parts.push(`${story}sold ${dotted(start.on)}`);
  else {
    const at = start.mileage === null ? '' : ` at ${miles(start.mileage)} miles`;
    parts.push(
      `${story}last ${start.kind === 'inspection' ? 'inspection' : 'service'} ${dotted(start.on)}${at}`,
    );
  }
  if (due.estimatedMileage !== null && spec.mileageLabel !== null)
    parts.push(`about ${aboutMiles(due.estimatedMileage)} miles now`);
  const label = serviceTypeLabel(spec.serviceType);
  const mileageNote =
    due.dueBy === 'mileage' && due.dueMileage !== null
      ? ` (mileage first: ${miles(due.dueMileage)} miles)`
      : '';
  parts.push(`${label} due by ${dotted(due.dueDate)}${mileageNote}`);
  const text = parts.join(', ');
  return vehicle.optedOut ? `${text}; opted out, not texted` : text;
}

/** Every vehicle due for any of the planners, first due first; one row per vehicle and service type. */
export function dueRows(
  specs: readonly PlannerSpec[],
  vehicles: readonly PlannerVehicle[],
  dueWindow: PlannerWindow,
): PlannerDue[] {
  const rows: PlannerDue[] = [];
  const seen = new Set<string>();
  for (const vehicle of vehicles)
    for (const spec of specs) {
      const decision = decideDue(spec, vehicle, dueWindow);
      const key = `${vehicle.vehicleId}:${spec.serviceType}`;
      if (typeof decision === 'string' || seen.has(key)) continue;
      seen.add(key);
      rows.push(decision);
    }
  return rows.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.vehicleId - b.vehicleId);
}

/** Today in a zone, as an ISO date. */
export const isoToday = (now: Date, zone: string): string =>
  DateTime.fromJSDate(now, { zone }).toISODate() ?? '';

/** A DD.MM.YYYY wire date as an ISO date; undefined when it is no real day. */
export function requestDateToIso(text: string): string | undefined {
  // Stryker disable next-line ObjectLiteral: a calendar date is the same day read in any zone.
  const day = DateTime.fromFormat(text, 'dd.MM.yyyy', { zone: 'UTC' });
  return day.isValid ? (day.toISODate() ?? undefined) : undefined;
}

/** A row of the audit: listed, or left out only because of an appointment or a service performed already. */
export type AuditedDue = PlannerDue & {
  readonly leftOutBecause: 'appointment-booked' | 'service-performed-already' | null;
};

/**
 * The audit of a planner (auditPlanner): what it lists, and what it would list but for an appointment to
 * come or a service performed already, with the reason saying so.
 */
export function auditDue(
  spec: PlannerSpec,
  vehicle: PlannerVehicle,
  dueWindow: PlannerWindow,
): AuditedDue | null {
  const decision = decideDue(spec, vehicle, dueWindow);
  if (typeof decision !== 'string') return { ...decision, leftOutBecause: null };
  if (decision !== 'appointment-booked' && decision !== 'service-performed-already') return null;
  const unblocked: PlannerVehicle = {
    ...vehicle,
    hasFutureAppointment: false,
    // Stryker disable next-line ArrayDeclaration: no service type is named like Stryker's filler text.
    servicePerformedAlready: [],
    visits: vehicle.visits.map((visit) =>
      visit.performedServiceType === spec.serviceType ? { ...visit, performedServiceType: null } : visit,
    ),
  };
  const would = decideDue(spec, unblocked, dueWindow);
  if (typeof would === 'string') return null;
  const why = decision === 'appointment-booked' ? 'an appointment is booked' : 'service performed already';
  return { ...would, leftOutBecause: decision, reason: `not listed, ${why}: ${would.reason}` };
}
