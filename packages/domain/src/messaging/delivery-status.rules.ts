/**
 * The order a message's delivery status may move in, as carriers report it (spec 1 §4 uses the
 * carriers' own words). Reports arrive late, twice and out of order; whatever order they come in, a
 * message ends in the furthest state any of them described, and its error text agrees with it.
 *
 *   queued → accepted → sending → sent → failed | undelivered → delivered → read
 *
 * A failure may still be followed by `delivered`: the handset's own receipt is the stronger evidence
 * (carriers report a failure and then deliver on a later retry), so it clears the error. Nothing ever
 * moves a delivered message back to a failure, nor any final status back to an in-flight one.
 */
export type DeliveryState = {
  readonly status: string;
  /** Why it failed, in words staff can act on; null unless the status is a failure. */
  readonly error: string | null;
};

const RANK: Readonly<Record<string, number>> = {
  queued: 0,
  accepted: 1,
  sending: 2,
  sent: 3,
  failed: 4,
  undelivered: 4,
  delivered: 5,
  read: 6,
};

/** The statuses that mean the message did not reach the customer: the only ones with an error. */
export const FAILED_DELIVERY_STATUSES: readonly string[] = ['failed', 'undelivered'];

export const isFailedDelivery = (status: string): boolean => FAILED_DELIVERY_STATUSES.includes(status);

/** How far along a status is; words this rule does not know rank with the earliest (in flight). */
export const deliveryRank = (status: string): number => RANK[status] ?? 0;

/**
 * The state after a report, or null when the report changes nothing (an earlier or equal step, a
 * replay, another word for a failure already recorded). A failure keeps the first error it was given
 * unless a report of the same status names one; every other status has no error.
 */
export function nextDeliveryState(current: DeliveryState, report: DeliveryState): DeliveryState | null {
  const from = deliveryRank(current.status);
  const to = deliveryRank(report.status);
  if (to < from) return null;
  if (to === from && report.status !== current.status) return null;
  const error = isFailedDelivery(report.status) ? (report.error ?? current.error) : null;
  const next = { status: report.status, error };
  return next.status === current.status && next.error === current.error ? null : next;
}
