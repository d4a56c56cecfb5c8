import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { RealtimeEventPayload, RealtimeEventType, StoredRealtimeEvent } from './realtime-event.js';

/** The NOTIFY channel of migration 002; its payload is the new event's JSON, or its id alone (migration 053). */
export const REALTIME_CHANNEL = 'torque_realtime';
/**
 * Held from an event's insert to its commit, so events commit in id order even when several
 * connections write: a reader that has seen id N can never later find a smaller id appear.
 */
const EVENT_ORDER_LOCK = 7_311_002;

const SELECT_EVENT = `SELECT e.id::text AS id, e.type, e.lead_id AS "leadId", e.store_id AS "storeId",
       e.enterprise_id AS "enterpriseId", e.payload
  FROM realtime_event e`;

export class RealtimeEventRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Records an event in the transaction of the change that causes it (pass the `tx`), as its last
   * write: the order lock is held until commit. Store, enterprise and service type come from the lead.
   * One statement: the materialised CTE takes the lock before the insert draws the event's id.
   */
  async append(type: RealtimeEventType, leadId: number, payload: RealtimeEventPayload): Promise<void> {
    await this.db.query(
      `WITH event_order AS MATERIALIZED (SELECT pg_advisory_xact_lock($4))
       INSERT INTO realtime_event (type, lead_id, store_id, enterprise_id, payload)
       SELECT $1, f.id, f.store_id, s.enterprise_id,
              jsonb_build_object('serviceType', f.planned_service_type) || $3::jsonb
         FROM event_order, future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE f.id = $2`,
      [type, leadId, JSON.stringify(payload), EVENT_ORDER_LOCK],
    );
  }

  /** The newest event id, '0' when there is none. */
  async head(): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      'SELECT COALESCE(max(id), 0)::text AS id FROM realtime_event',
    );
    return rows[0]?.id ?? '0';
  }

  /**
   * Up to `limit` events after `afterId`, oldest first; only those inside `scope` when given.
   * Bounded above by the newest id too, which changes no answer but the plan: a cached plan cannot
   * see the cursor, and takes "id > cursor" for a third of the table (on PGlite, never analysed, it
   * then scanned and sorted the whole table on every read, a cost that grew with each event); a
   * range between two bounds it takes for a narrow one, read from the primary key at any size.
   */
  after(afterId: string, limit: number, scope?: DataScope): Promise<StoredRealtimeEvent[]> {
    const params = new SqlParams();
    const after = params.add(afterId);
    const scoped = scope
      ? `JOIN store s ON s.id = e.store_id WHERE ${scopeCondition(scope, 's', params)} AND`
      : 'WHERE';
    return this.db.query<StoredRealtimeEvent>(
      `${SELECT_EVENT} ${scoped} e.id > ${after}::bigint AND e.id <= (SELECT max(id) FROM realtime_event)
        ORDER BY e.id LIMIT ${params.add(limit)}`,
      params.values,
    );
  }
}
