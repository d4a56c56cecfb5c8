import type { Queryable } from '../../db/database.js';
import type { LoopbackLedger, LoopbackRecord, PendingReport } from './ledger.js';

type Row = {
  idempotencyKey: string;
  providerMessageId: string;
  from: string;
  to: string;
  body: string;
  status: string;
  error: string | null;
};

const COLUMNS = `idempotency_key AS "idempotencyKey", provider_message_id AS "providerMessageId",
  from_address AS "from", to_address AS "to", body, status, error`;

/** The embedded default: the loopback "provider" keeps its record in the database (loopback_sms), so it survives a crash. */
export class DatabaseLoopbackLedger implements LoopbackLedger {
  constructor(private readonly db: Queryable) {}

  async accept(record: LoopbackRecord, reportDueAt: Date | null) {
    // The report is owed only by a record this statement stored: a repeated key promises nothing.
    const inserted = await this.db.query<Row>(
      `WITH sms AS (
         INSERT INTO loopback_sms (idempotency_key, provider_message_id, from_address, to_address, body, status, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING *),
       owed AS (
         INSERT INTO loopback_pending_report (provider_message_id, due_at)
         SELECT provider_message_id, $8::timestamptz FROM sms WHERE $8::timestamptz IS NOT NULL
         ON CONFLICT (provider_message_id) DO UPDATE SET due_at = LEAST(loopback_pending_report.due_at, EXCLUDED.due_at))
       SELECT ${COLUMNS} FROM sms`,
      [
        record.idempotencyKey,
        record.providerMessageId,
        record.from,
        record.to,
        record.body,
        record.status,
        record.error,
        reportDueAt,
      ],
    );
    if (inserted[0]) return { record: inserted[0], isNew: true };
    const existing = await this.find(record.idempotencyKey);
    if (!existing) throw new Error(`loopback record ${record.idempotencyKey} vanished`);
    return { record: existing, isNew: false };
  }

  async find(idempotencyKey: string) {
    const rows = await this.db.query<Row>(`SELECT ${COLUMNS} FROM loopback_sms WHERE idempotency_key = $1`, [
      idempotencyKey,
    ]);
    return rows[0] ?? null;
  }

  async promiseReport(report: PendingReport): Promise<void> {
    await this.db.query(
      `INSERT INTO loopback_pending_report (provider_message_id, due_at) VALUES ($1, $2)
       ON CONFLICT (provider_message_id) DO UPDATE SET due_at = LEAST(loopback_pending_report.due_at, EXCLUDED.due_at)`,
      [report.providerMessageId, report.dueAt],
    );
  }

  async forgetReports(providerMessageIds: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM loopback_pending_report WHERE provider_message_id = ANY($1::text[])', [
      providerMessageIds,
    ]);
  }

  pendingReports(): Promise<PendingReport[]> {
    return this.db.query<PendingReport>(
      `SELECT provider_message_id AS "providerMessageId", due_at AS "dueAt" FROM loopback_pending_report
        ORDER BY due_at`,
    );
  }
}
