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
 * answered with the first answer and texts nobody.
 */
export interface LoopbackLedger {
  accept(record: LoopbackRecord): Promise<{ readonly record: LoopbackRecord; readonly isNew: boolean }>;
  find(idempotencyKey: string): Promise<LoopbackRecord | null>;
}

/** For unit tests and throwaway carriers: forgets everything with the process. */
export class InMemoryLoopbackLedger implements LoopbackLedger {
  private readonly records = new Map<string, LoopbackRecord>();

  accept(record: LoopbackRecord) {
    const existing = this.records.get(record.idempotencyKey);
    if (existing) return Promise.resolve({ record: existing, isNew: false });
    this.records.set(record.idempotencyKey, record);
    return Promise.resolve({ record, isNew: true });
  }

  find(idempotencyKey: string) {
    return Promise.resolve(this.records.get(idempotencyKey) ?? null);
  }
}
