/** One SMS the loopback carrier accepted (or refused), as the "provider" remembers it. */
export type LoopbackRecord = {
  readonly idempotencyKey: string;
  readonly providerMessageId: string;
  readonly from: string;
  readonly to: string;
  readonly body: string;
  readonly status: string;
  readonly error: string | null;
};

/**
 * The loopback carrier's memory, keyed by idempotency key. `accept` stores a record unless one with
 * the key exists, and returns the stored one with whether it is new: the second send with a key is
 * answered with the first answer and texts nobody. A new record stored with `reportDueAt` also owes
 * its 'delivered' report from then, written with it (one write a send, and no window between them).
 */
export interface LoopbackLedger {
  accept(
    record: LoopbackRecord,
    reportDueAt: Date | null,
  ): Promise<{ readonly record: LoopbackRecord; readonly isNew: boolean }>;
  find(idempotencyKey: string): Promise<LoopbackRecord | null>;
  /** A 'delivered' report promised for this message at dueAt; kept until it was taken. */
  promiseReport(report: PendingReport): Promise<void>;
  /** These reports were taken: nothing is left to deliver for their messages. */
  forgetReports(providerMessageIds: readonly string[]): Promise<void>;
  /** The reports promised and not yet taken (after a restart: those a crash cut short). */
  pendingReports(): Promise<readonly PendingReport[]>;
}

/** A delivery report the loopback "provider" still owes. */
export type PendingReport = { readonly providerMessageId: string; readonly dueAt: Date };

/** For unit tests and throwaway carriers: forgets everything with the process. */
export class InMemoryLoopbackLedger implements LoopbackLedger {
  private readonly records = new Map<string, LoopbackRecord>();
  private readonly pending = new Map<string, PendingReport>();

  accept(record: LoopbackRecord, reportDueAt: Date | null) {
    const existing = this.records.get(record.idempotencyKey);
    if (existing) return Promise.resolve({ record: existing, isNew: false });
    this.records.set(record.idempotencyKey, record);
    if (reportDueAt)
      this.pending.set(record.providerMessageId, {
        providerMessageId: record.providerMessageId,
        dueAt: reportDueAt,
      });
    return Promise.resolve({ record, isNew: true });
  }

  find(idempotencyKey: string) {
    return Promise.resolve(this.records.get(idempotencyKey) ?? null);
  }

  promiseReport(report: PendingReport) {
    this.pending.set(report.providerMessageId, report);
    return Promise.resolve();
  }

  forgetReports(providerMessageIds: readonly string[]) {
    for (const providerMessageId of providerMessageIds) this.pending.delete(providerMessageId);
    return Promise.resolve();
  }

  pendingReports() {
    return Promise.resolve([...this.pending.values()]);
  }
}
