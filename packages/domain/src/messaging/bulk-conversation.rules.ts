/** The outbox states of one bulk (campaign) text, as the report counts them. */
export type BulkSendState = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** What the report says about a run: nothing sent yet, still sending, or finished. */
export const BULK_STATUS = { none: 'NO_RUN', running: 'IN_PROGRESS', completed: 'COMPLETED' } as const;
export type BulkStatus = (typeof BULK_STATUS)[keyof typeof BULK_STATUS];

export type BulkFigures = {
  readonly total: number;
  readonly sent: number;
  readonly failed: number;
  readonly status: BulkStatus;
};

/**
 * Figures of a bulk run from its texts' outbox states: total counts every text, sent those the carrier
 * took, failed those it refused or that were cancelled (opt-out since queueing); the run is in progress
 * while any text still waits.
 */
export function bulkFigures(states: readonly BulkSendState[]): BulkFigures {
  const count = (...wanted: BulkSendState[]) => states.filter((state) => wanted.includes(state)).length;
  const waiting = count('queued', 'sending');
  return {
    total: states.length,
    sent: count('sent'),
    failed: count('failed', 'cancelled'),
    status:
      states.length === 0 ? BULK_STATUS.none : waiting > 0 ? BULK_STATUS.running : BULK_STATUS.completed,
  };
}

/** Staff's words for a status code of the report. */
export function bulkStatusLabel(status: string): string {
  switch (status) {
    case BULK_STATUS.none:
      return 'No bulk conversations yet';
    case BULK_STATUS.running:
      return 'Sending';
    case BULK_STATUS.completed:
      return 'Finished';
    default:
      return status;
  }
}
