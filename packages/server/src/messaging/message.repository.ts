import type { Queryable } from '../db/database.js';
import type { CarrierReceipt, DeliveryReport } from '../carriers/carrier.port.js';
import type { MessageRow } from './message.mapper.js';
import type { MessageVisibility } from './message-visibility.js';

/** A message about to be stored; the database assigns id. */
export type NewMessage = Omit<MessageRow, 'id' | 'created_on' | 'archived'> & {
  readonly created_on: Date;
  readonly from_address: string | null;
  readonly to_address: string | null;
};

const INSERT_COLUMNS = [
  'fsi_id',
  'content',
  'created_on',
  'direction',
  'message_type',
  'notification_type',
  'message_status',
  'errors',
  'message_sent_by',
  'from_name',
  'to_name',
  'from_address',
  'to_address',
  'subject',
  'media_urls',
  'message_response_time',
  'user_color_code',
  'response_reqd',
  'valid_log_mode',
  'service_type',
] as const;

export class MessageRepository {
  constructor(private readonly db: Queryable) {}

  /** Oldest first; hidden kinds are left out in SQL so they never reach the handler. */
  history(fsiId: number, visibility: MessageVisibility): Promise<MessageRow[]> {
    return this.db.query<MessageRow>(
      `SELECT * FROM message_instance
        WHERE fsi_id = $1 AND ($2::boolean OR NOT archived) AND ($3::boolean OR message_type <> 'INTERNAL_NOTES')
        ORDER BY created_on, id`,
      [fsiId, visibility.archived, visibility.internalNotes],
    );
  }

  async insert(message: NewMessage): Promise<MessageRow> {
    const values = INSERT_COLUMNS.map((column) =>
      column === 'media_urls' ? JSON.stringify(message.media_urls ?? []) : message[column],
    );
    const rows = await this.db.query<MessageRow>(
      `INSERT INTO message_instance (${INSERT_COLUMNS.join(', ')})
       VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      values,
    );
    return firstRow(rows);
  }

  async recordReceipt(id: number, receipt: CarrierReceipt): Promise<MessageRow> {
    const rows = await this.db.query<MessageRow>(
      `UPDATE message_instance SET message_status = $2, provider_message_id = $3, errors = $4
        WHERE id = $1 RETURNING *`,
      [id, receipt.status, receipt.providerMessageId, receipt.error],
    );
    return firstRow(rows);
  }

  /** Reports for unknown provider ids (another server's, or replays) are ignored. */
  async applyDeliveryReport(report: DeliveryReport): Promise<void> {
    await this.db.query(
      'UPDATE message_instance SET message_status = $2, errors = COALESCE($3, errors) WHERE provider_message_id = $1',
      [report.providerMessageId, report.status, report.error],
    );
  }

  async belongsToLead(messageId: number, fsiId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM message_instance WHERE id = $1 AND fsi_id = $2', [
      messageId,
      fsiId,
    ]);
    return rows.length > 0;
  }
}

function firstRow(rows: MessageRow[]): MessageRow {
  const row = rows[0];
  if (!row) throw new Error('message_instance write returned no row');
  return row;
}
