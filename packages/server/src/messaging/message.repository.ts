import { nextDeliveryState, type DeliveryState } from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { DeliveryReport } from '../carriers/carrier.port.js';
import type { MessageRow } from './message.mapper.js';
import type { MessageVisibility } from './message-visibility.js';

/** What a delivery report's change needs: its MESSAGE_STATUS_CHANGED event and the carrier opt-out. */
export type ReportedMessage = Pick<
  MessageRow,
  'id' | 'fsi_id' | 'message_type' | 'message_status' | 'errors'
>;

const REPORTED_COLUMNS = 'id, fsi_id, message_type, message_status, errors';

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
  'sent_by_user_id',
  'scheduled_for',
  // An appointment card's start, host and guest (migration 006; issue 30 adds the card on booking).
  'start_time',
  'host',
  'guest',
] as const;

/**
 * `INSERT INTO message_instance … RETURNING *` for one new message, its values added to `params`:
 * for statements that store a message together with what goes with it (the outbox row of a send).
 */
export function insertMessageSql(message: NewMessage, params: SqlParams): string {
  const values = INSERT_COLUMNS.map((column) =>
    params.add(
      column === 'media_urls' ? JSON.stringify(message.media_urls ?? []) : (message[column] ?? null),
    ),
  );
  return `INSERT INTO message_instance (${INSERT_COLUMNS.join(', ')}) VALUES (${values.join(', ')}) RETURNING *`;
}

export class MessageRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Oldest first; hidden kinds are left out in SQL so they never reach the handler. With a scope,
   * only a lead inside it has messages (the caller tells an empty conversation from a hidden one).
   */
  async history(
    fsiId: number,
    visibility: MessageVisibility,
    scope: DataScope = { kind: 'all' },
  ): Promise<MessageRow[]> {
    const params = new SqlParams();
    // One JSON value rather than a row per message: PGlite decodes it several times faster. The
    // stored wire JSON (json_text) is left out: it would double what is read.
    const rows = await this.db.query<{ messages: MessageRow[] }>(
      `SELECT COALESCE(json_agg(to_jsonb(m) - 'json_text' ORDER BY m.created_on, m.id), '[]'::json) AS messages
         FROM message_instance m WHERE ${conversationCondition(fsiId, visibility, scope, params)}`,
      params.values,
    );
    return rows[0]?.messages ?? [];
  }

  /**
   * The same messages as `history`, already as the wire's MessageInstance JSON objects joined by
   * commas (the inside of the page's `data` array), and how many there are. Each row keeps its JSON
   * text (`json_text`, written by a trigger on every insert and update: migration 007); this only
   * joins it, so nothing is written, parsed or serialised again per read.
   */
  async historyJson(
    fsiId: number,
    visibility: MessageVisibility,
    scope: DataScope,
  ): Promise<{ readonly messages: string; readonly count: number }> {
    const params = new SqlParams();
    // The subquery's order is the aggregate's input order (one relation, nothing joined above it).
    const rows = await this.db.query<{ messages: string | null; count: number }>(
      `SELECT string_agg(x.json_text, ',') AS messages, count(*)::int AS count
         FROM (SELECT m.json_text
                 FROM message_instance m WHERE ${conversationCondition(fsiId, visibility, scope, params)}
                ORDER BY m.created_on, m.id) x`,
      params.values,
    );
    return { messages: rows[0]?.messages ?? '', count: rows[0]?.count ?? 0 };
  }

  async insert(message: NewMessage): Promise<MessageRow> {
    const params = new SqlParams();
    return firstRow(await this.db.query<MessageRow>(insertMessageSql(message, params), params.values));
  }

  async findById(id: number): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>('SELECT * FROM message_instance WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /**
   * Stores an inbound message unless its provider id is known (a webhook delivered again):
   * null then, and nothing is written.
   */
  async insertInbound(
    message: NewMessage & { readonly provider_message_id: string },
  ): Promise<MessageRow | null> {
    const columns = [...INSERT_COLUMNS, 'provider_message_id'] as const;
    const values = columns.map((column) =>
      column === 'media_urls' ? JSON.stringify(message.media_urls ?? []) : message[column],
    );
    const rows = await this.db.query<MessageRow>(
      `INSERT INTO message_instance (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (provider_message_id) DO NOTHING RETURNING *`,
      values,
    );
    return rows[0] ?? null;
  }

  /**
   * The changed message, or null: reports for unknown provider ids (another server's) and reports the
   * domain's delivery order refuses (late, replayed) are ignored. Runs in the caller's transaction: the
   * row stays locked from reading its state to writing the next one.
   */
  async applyDeliveryReport(report: DeliveryReport): Promise<MessageRow | null> {
    const [current] = await this.db.query<{ message_status: string | null; errors: string | null }>(
      'SELECT message_status, errors FROM message_instance WHERE provider_message_id = $1 FOR UPDATE',
      [report.providerMessageId],
    );
    if (!current) return null;
    const next = nextDeliveryState({ status: current.message_status ?? '', error: current.errors }, report);
    if (!next) return null;
    const rows = await this.db.query<MessageRow>(
      `UPDATE message_instance SET message_status = $2, errors = $3 WHERE provider_message_id = $1 RETURNING *`,
      [report.providerMessageId, next.status, next.error],
    );
    return rows[0] ?? null;
  }

  /**
   * Locks the message of a provider id until the transaction ends and returns the delivery state it
   * found (null: no such message). With `move`, a message found in `move.from` is set to `move.to` in
   * the same statement, returned as `moved`: a report that finds the state it expected costs one
   * statement. The lock is taken first, so `found` is the state `move` was tested on.
   */
  async lockDeliveryState(
    providerMessageId: string,
    move: { readonly from: DeliveryState; readonly to: DeliveryState } | null,
  ): Promise<{ readonly found: DeliveryState; readonly moved: ReportedMessage | null } | null> {
    const rows = await this.db.query<
      { found_status: string | null; found_errors: string | null } & {
        [K in keyof ReportedMessage]: ReportedMessage[K] | null;
      }
    >(
      `WITH found AS MATERIALIZED (
         SELECT id, message_status, errors FROM message_instance WHERE provider_message_id = $1 FOR UPDATE),
       moved AS (
         UPDATE message_instance m SET message_status = $4, errors = $5 FROM found
          WHERE m.id = found.id AND m.message_status = $2 AND m.errors IS NOT DISTINCT FROM $3
         RETURNING m.id, m.fsi_id, m.message_type, m.message_status, m.errors)
       SELECT found.message_status AS found_status, found.errors AS found_errors,
              moved.id, moved.fsi_id, moved.message_type, moved.message_status, moved.errors
         FROM found LEFT JOIN moved ON true`,
      // Without a move the status to test is null, which no row equals: nothing is set.
      [
        providerMessageId,
        move?.from.status ?? null,
        move?.from.error ?? null,
        move?.to.status ?? null,
        move?.to.error ?? null,
      ],
    );
    const row = rows[0];
    if (!row) return null;
    const found = { status: row.found_status ?? '', error: row.found_errors };
    const { id, fsi_id, message_type, message_status, errors } = row;
    return {
      found,
      moved:
        id === null || fsi_id === null || message_type === null
          ? null
          : { id, fsi_id, message_type, message_status, errors },
    };
  }

  /** Sets the delivery state of a message this transaction locked (lockDeliveryState). */
  async setDeliveryState(providerMessageId: string, next: DeliveryState): Promise<ReportedMessage> {
    return firstRow(
      await this.db.query<ReportedMessage>(
        `UPDATE message_instance SET message_status = $2, errors = $3 WHERE provider_message_id = $1
         RETURNING ${REPORTED_COLUMNS}`,
        [providerMessageId, next.status, next.error],
      ),
    );
  }

  /** The lead a message belongs to; null when there is no such message. */
  async leadOf(messageId: number): Promise<number | null> {
    const rows = await this.db.query<{ fsi_id: number }>(
      'SELECT fsi_id FROM message_instance WHERE id = $1',
      [messageId],
    );
    return rows[0]?.fsi_id ?? null;
  }

  async belongsToLead(messageId: number, fsiId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM message_instance WHERE id = $1 AND fsi_id = $2', [
      messageId,
      fsiId,
    ]);
    return rows.length > 0;
  }
}

/**
 * A lead's messages the role may read, if the lead is in scope. The visibility flags become SQL
 * text (not parameters) so no per-row test is left for a kind the role may see; the scope is
 * checked once on the lead (`$1`), not per message.
 */
function conversationCondition(
  fsiId: number,
  visibility: MessageVisibility,
  scope: DataScope,
  params: SqlParams,
): string {
  const lead = params.add(fsiId);
  return [
    `m.fsi_id = ${lead}`,
    ...(visibility.archived ? [] : ['NOT m.archived']),
    ...(visibility.internalNotes ? [] : ["m.message_type <> 'INTERNAL_NOTES'"]),
    // Every message belongs to a lead (foreign key), so the unrestricted scope needs no lookup.
    ...(scope.kind === 'all'
      ? []
      : [
          `EXISTS (SELECT 1 FROM future_service_interaction f JOIN store s ON s.id = f.store_id
                    WHERE f.id = ${lead} AND ${scopeCondition(scope, 's', params)})`,
        ]),
  ].join(' AND ');
}

function firstRow<Row>(rows: Row[]): Row {
  const row = rows[0];
  if (!row) throw new Error('message_instance write returned no row');
  return row;
}
