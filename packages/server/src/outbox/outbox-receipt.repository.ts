import type { CarrierReceipt, DeliveryReport } from '../carriers/carrier.port.js';
import type { Queryable } from '../db/database.js';
import type { TrackerRow } from '../leads/lead-tracker.repository.js';
import type { MessageRow } from '../messaging/message.mapper.js';

export type EarlyReport = { readonly status: DeliveryReport['status']; readonly error: string | null };

/** The end of a send as the database records it: the outbox row, the message, and early reports. */
export class OutboxReceiptRepository {
  constructor(private readonly db: Queryable) {}

  /** The message of an outbox row that is still 'sending'; null otherwise. */
  async sendingMessageOf(outboxId: string): Promise<number | null> {
    const rows = await this.db.query<{ message_id: number }>(
      "SELECT message_id FROM outbox WHERE id = $1::bigint AND status = 'sending'",
      [outboxId],
    );
    return rows[0]?.message_id ?? null;
  }

  /**
   * One statement ends the outbox row (only while it is still 'sending'), records the receipt on the
   * message and takes any delivery report that overtook the receipt. Null when the row was no longer ours.
   * A text that went also locks its lead and reads its stage, as LeadTrackerRepository.current does
   * (the stage follows the send): taken here, the lock comes before the conversation is read, so that
   * read sees a reply committed while this waited for the lead.
   */
  async finish(
    outboxId: string,
    messageId: number,
    status: 'sent' | 'failed' | 'cancelled',
    receipt: CarrierReceipt,
    now: Date,
  ): Promise<{
    readonly row: MessageRow;
    readonly early: readonly EarlyReport[];
    /** The lead's stage, locked; null unless the text went (or when its lead is gone). */
    readonly lead: TrackerRow | null;
  } | null> {
    const rows = await this.db.query<
      MessageRow & {
        early_reports: EarlyReport[];
        lead_stage: string | null;
        lead_outcome_reason: string | null;
      }
    >(
      `WITH finished AS (
         UPDATE outbox SET status = $2, provider_message_id = $3, last_error = $4, finished_at = $5
          WHERE id = $1::bigint AND status = 'sending' RETURNING id),
       message AS (
         UPDATE message_instance SET message_status = $7, provider_message_id = $3, errors = $4
          WHERE id = $6 AND EXISTS (SELECT 1 FROM finished) RETURNING *),
       early AS (
         DELETE FROM early_delivery_report
          WHERE provider_message_id = $3 AND EXISTS (SELECT 1 FROM finished) RETURNING status, error),
       lead AS (
         SELECT f.stage, f.outcome_reason FROM future_service_interaction f
          WHERE f.id = (SELECT fsi_id FROM message) AND $2 = 'sent' FOR NO KEY UPDATE)
       SELECT message.*,
              (SELECT COALESCE(json_agg(json_build_object('status', status, 'error', error)), '[]'::json)
                 FROM early) AS early_reports,
              lead.stage AS lead_stage, lead.outcome_reason AS lead_outcome_reason
         FROM message LEFT JOIN lead ON true`,
      [outboxId, status, receipt.providerMessageId, receipt.error, now, messageId, receipt.status],
    );
    const first = rows[0];
    if (!first) return null;
    const { early_reports: early, lead_stage: stage, lead_outcome_reason: reason, ...row } = first;
    return { row, early, lead: stage === null ? null : { stage, outcome_reason: reason } };
  }

  /**
   * Serialises the receipt and a delivery report of one provider id until the transaction ends. Without
   * it, on PostgreSQL a report could find no message yet and be kept as early while the receipt's
   * transaction, not seeing that row, took no early reports: the message stayed 'sent' for good.
   */
  async lockProviderMessage(providerMessageId: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('torque.delivery-report'), hashtext($1))`, [
      providerMessageId,
    ]);
  }

  /** A delivery report for a provider id not recorded yet: kept (the newest wins) until the receipt comes. */
  async keepEarlyReport(report: DeliveryReport): Promise<void> {
    await this.db.query(
      `INSERT INTO early_delivery_report (provider_message_id, status, error) VALUES ($1, $2, $3)
       ON CONFLICT (provider_message_id) DO UPDATE SET status = excluded.status, error = excluded.error`,
      [report.providerMessageId, report.status, report.error],
    );
  }
}
