/** Spec 2 §2: the service-order board's lanes, in board order. */
export const SWIMLANE_LANES = [
  'Appointments',
  'Checked In',
  'Technician Assigned',
  'Working',
  'Vehicle on Hold',
  'Pre Invoiced',
  'Ready To Post',
  'Closed ROs',
] as const;
export type SwimlaneLane = (typeof SWIMLANE_LANES)[number];

/** Spec 2 §4: repair-order status code → lane. Codes are matched exactly ('Appt' is mixed case). */
export const SWIMLANE_LANE_BY_STATUS = {
  Appt: 'Appointments',
  UNASSIGNED: 'Checked In',
  PREASSIGNED: 'Technician Assigned',
  ASSIGNED: 'Working',
  HOLD: 'Vehicle on Hold',
  COMPLETE: 'Pre Invoiced',
  BOOKED: 'Ready To Post',
  CLOSED: 'Closed ROs',
} as const satisfies Record<string, SwimlaneLane>;

export type SwimlaneStatusCode = keyof typeof SWIMLANE_LANE_BY_STATUS;
export const SWIMLANE_STATUS_CODES = Object.keys(SWIMLANE_LANE_BY_STATUS) as readonly SwimlaneStatusCode[];

export function swimlaneLane(statusCode: string): SwimlaneLane | undefined {
  return Object.hasOwn(SWIMLANE_LANE_BY_STATUS, statusCode)
    ? SWIMLANE_LANE_BY_STATUS[statusCode as SwimlaneStatusCode]
    : undefined;
}

/** The status code a lane's orders are fetched by (the bridge takes an array of one status). */
export function swimlaneStatusCode(lane: string): SwimlaneStatusCode | undefined {
  return SWIMLANE_STATUS_CODES.find((code) => SWIMLANE_LANE_BY_STATUS[code] === lane);
}
