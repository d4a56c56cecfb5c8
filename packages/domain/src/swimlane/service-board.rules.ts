import { ADVISOR_DEFAULT } from '../catalog/constants.js';
import {
  SWIMLANE_LANES,
  swimlaneLane,
  swimlaneStatusCode,
  type SwimlaneLane,
} from '../repair-orders/swimlane-lane.js';
import { ServiceOrderSchema, type ServiceOrder } from '../repair-orders/service-order.schema.js';

/** The repair-order lanes of the board: every lane but Appointments, which lists appointments. */
export type OrderLane = Exclude<SwimlaneLane, 'Appointments'>;
export const ORDER_LANES = SWIMLANE_LANES.filter((lane): lane is OrderLane => lane !== 'Appointments');

/** The cards of each repair-order lane. */
export type BoardOrders = Readonly<Record<OrderLane, readonly ServiceOrder[]>>;

export const emptyBoard = (): BoardOrders =>
  Object.fromEntries(ORDER_LANES.map((lane) => [lane, []])) as unknown as BoardOrders;

/** What the board shows: one advisor (or ALL) and the day of its Closed ROs lane (YYYY-MM-DD). */
export type BoardView = { readonly advisor: string; readonly closedDate: string };

const sameOrder = (a: ServiceOrder, b: ServiceOrder) =>
  a.svcOpenRoIdPK != null && b.svcOpenRoIdPK != null
    ? a.svcOpenRoIdPK === b.svcOpenRoIdPK
    : a.roNumber === b.roNumber && a.storeId === b.storeId;

/** Whether the board shows this order: its advisor, and for a closed one the chosen day. */
export function boardShows(order: ServiceOrder, view: BoardView): boolean {
  if (view.advisor !== ADVISOR_DEFAULT && order.advisorNo !== view.advisor) return false;
  if (order.statusCode === 'CLOSED') return (order.closedDate ?? '').slice(0, 10) === view.closedDate;
  return swimlaneLane(order.statusCode) !== undefined;
}

/**
 * A card moved (a REPAIR_ORDER_CHANGED event): it leaves whichever lane held it and, when the board
 * shows it, joins the top of its status's lane. A card is never in two lanes.
 */
export function placeOrder(board: BoardOrders, order: ServiceOrder, view: BoardView): BoardOrders {
  const lane = swimlaneLane(order.statusCode);
  const next = Object.fromEntries(
    ORDER_LANES.map((name) => [name, board[name].filter((card) => !sameOrder(card, order))]),
  ) as Record<OrderLane, ServiceOrder[]>;
  if (lane && lane !== 'Appointments' && boardShows(order, view)) next[lane] = [order, ...next[lane]];
  return next;
}

/** The order an event carries, when it is one (the inbox's events carry none). */
export function orderOfEvent(payload: unknown): ServiceOrder | null {
  const parsed = ServiceOrderSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** Unread conversations per lane: RO-status counts by their lane, appointment counts (Appt) for Appointments. */
export function unreadByLane(
  byStatus: readonly { readonly key: string; readonly count: number }[],
  byAppointment: readonly { readonly key: string; readonly count: number }[],
): Readonly<Record<SwimlaneLane, number>> {
  const counts = Object.fromEntries(SWIMLANE_LANES.map((lane) => [lane, 0])) as Record<SwimlaneLane, number>;
  for (const { key, count } of byStatus) {
    const lane = swimlaneLane(key);
    if (lane && lane !== 'Appointments') counts[lane] += count;
  }
  counts.Appointments =
    byAppointment.find((entry) => entry.key === swimlaneStatusCode('Appointments'))?.count ?? 0;
  return counts;
}
