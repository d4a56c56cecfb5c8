import type { SwimlaneStatusCode } from './swimlane-lane.js';

/**
 * Spec 2 §4: the order a repair order walks through the shop once it is checked in. HOLD is a side
 * step (parts, approval) some orders take between Working and Pre Invoiced.
 */
export const OPEN_RO_FLOW = [
  'UNASSIGNED',
  'PREASSIGNED',
  'ASSIGNED',
  'COMPLETE',
  'BOOKED',
  'CLOSED',
] as const;
export type RepairOrderStatus = Exclude<SwimlaneStatusCode, 'Appt'>;

/** The status after this one; an order that waits on hold goes ASSIGNED → HOLD → COMPLETE. */
export function nextRepairOrderStatus(
  status: RepairOrderStatus,
  waitsOnHold: boolean,
): RepairOrderStatus | null {
  if (status === 'ASSIGNED' && waitsOnHold) return 'HOLD';
  if (status === 'HOLD') return 'COMPLETE';
  const at = OPEN_RO_FLOW.indexOf(status as (typeof OPEN_RO_FLOW)[number]);
  return OPEN_RO_FLOW[at + 1] ?? null;
}

/** How far along the shop a status is, so a feed can never move an order backwards. */
export function repairOrderStep(status: RepairOrderStatus): number {
  return status === 'HOLD' ? 2.5 : OPEN_RO_FLOW.indexOf(status);
}

export const isRepairOrderStatus = (value: string): value is RepairOrderStatus =>
  value === 'HOLD' || (OPEN_RO_FLOW as readonly string[]).includes(value);

/** What the customer is told; one text per order and status (the server keeps a row per pair). */
export type StatusTextContext = {
  readonly firstName: string;
  readonly storeName: string;
  readonly roNumber: string;
  readonly vehicle: string;
};

/**
 * The statuses a customer hears about (issue 16: checked in, on hold, ready) and their words. The
 * vehicle is ready once the work is done (COMPLETE, Pre Invoiced): the invoice follows while they come.
 */
const STATUS_TEXTS: Partial<Record<RepairOrderStatus, (c: StatusTextContext) => string>> = {
  UNASSIGNED: (c) =>
    `Hi ${c.firstName}, your ${c.vehicle} is checked in at ${c.storeName} (repair order ${c.roNumber}). We will text you as it goes.`,
  HOLD: (c) =>
    `Hi ${c.firstName}, your ${c.vehicle} is on hold at ${c.storeName} (repair order ${c.roNumber}). Your advisor will call you about the next step.`,
  COMPLETE: (c) =>
    `Hi ${c.firstName}, good news: your ${c.vehicle} is ready at ${c.storeName} (repair order ${c.roNumber}).`,
};

/** The text for a status change, or null when the customer is not told about that status. */
export function repairOrderStatusText(status: RepairOrderStatus, context: StatusTextContext): string | null {
  return STATUS_TEXTS[status]?.(context) ?? null;
}

export const TEXTED_STATUSES = Object.keys(STATUS_TEXTS) as readonly RepairOrderStatus[];
