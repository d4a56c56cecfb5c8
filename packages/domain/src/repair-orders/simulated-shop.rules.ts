import { nextRepairOrderStatus, type RepairOrderStatus } from './repair-order-status.rules.js';

/**
 * The simulated dealer management system's shop floor: how long an order stays in each status before
 * it moves on, so a newcomer watching the board sees cards travel over the day. Minutes, by status;
 * each order adds its own few minutes (from its number) so cards do not all move at once.
 */
export const SIMULATED_DWELL_MINUTES: Readonly<Record<RepairOrderStatus, number>> = {
  UNASSIGNED: 10,
  PREASSIGNED: 15,
  ASSIGNED: 45,
  HOLD: 30,
  COMPLETE: 20,
  BOOKED: 30,
  CLOSED: Number.POSITIVE_INFINITY,
};

export type SimulatedOrder = {
  readonly id: number;
  readonly status: RepairOrderStatus;
  readonly statusChangedAt: Date;
};

/** One order in five waits on hold (parts or the customer's approval). */
export const waitsOnHold = (order: Pick<SimulatedOrder, 'id'>): boolean => order.id % 5 === 0;

/** The order's dwell in its current status, in milliseconds. */
export function simulatedDwellMs(order: SimulatedOrder): number {
  return (SIMULATED_DWELL_MINUTES[order.status] + (order.id % 7)) * 60_000;
}

/** The status the order moves to at `now`, or null while it is still being worked on (or closed). */
export function simulatedNextStatus(order: SimulatedOrder, now: Date): RepairOrderStatus | null {
  if (now.getTime() - order.statusChangedAt.getTime() < simulatedDwellMs(order)) return null;
  return nextRepairOrderStatus(order.status, waitsOnHold(order));
}

/** An appointment checks in (becomes an order, UNASSIGNED) once its time has come. */
export const simulatedCheckInDue = (appointmentAt: Date, now: Date): boolean =>
  appointmentAt.getTime() <= now.getTime();
