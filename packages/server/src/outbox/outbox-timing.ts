/** How often and how patiently the outbox worker works; tests shorten these. */
export type OutboxTiming = {
  /** A pass runs at least this often, for rows that came due (quiet hours, retries). */
  readonly pollMs: number;
  /** Rows claimed per statement. */
  readonly batch: number;
  /** A row 'sending' whose claim went unrenewed this long is taken to be abandoned by a dead worker. */
  readonly leaseMs: number;
  /** How often a worker renews the claims of the rows it is sending, however long the carrier takes. */
  readonly heartbeatMs: number;
  /** How long an abandoned row the carrier cannot account for waits for a status callback. */
  readonly unknownGraceMs: number;
  /** Retry backoff: the first delay, doubled per attempt up to the cap. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  /** How long closing the server waits for sends under way. */
  readonly stopWaitMs: number;
};

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1000,
  batch: 20,
  // Three renewals missed: a live worker renews its claims while the carrier call runs (their HTTP
  // timeout is 30 s), so only a dead one's go stale, and its texts resume 15 s after the crash at most.
  leaseMs: 15_000,
  heartbeatMs: 5000,
  unknownGraceMs: 600_000,
  retryBaseMs: 2000,
  retryMaxMs: 600_000,
  stopWaitMs: 5000,
};

/** Exponential backoff with a little jitter, so a carrier outage is not hammered in lockstep. */
export function retryDelayMs(
  attempts: number,
  timing: Pick<OutboxTiming, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  const exponential = timing.retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  const capped = Math.min(exponential, timing.retryMaxMs);
  return Math.round(capped * (0.9 + Math.random() * 0.2));
}
