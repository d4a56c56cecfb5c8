import { handOffKindOfStatus, POSSIBLE_OPT_OUT_STATUS } from '@torque/domain';
import {
  appointmentLeadListCondition,
  type AppointmentLeadList,
} from '../appointments/manager/appointment-lead-list.repository.js';
import type { DataScope } from '../auth/data-scope.js';
import { scopeCondition } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';
import type { MessageVisibility } from '../messaging/message-visibility.js';
import { toLead, type LeadRow } from './lead.mapper.js';
import { leadSelect, leadViewCondition } from './lead-query.repository.js';
import type { LeadView } from './lead-views.js';
import { searchTermsCondition } from './search-terms.js';

export type LeadSearchCriteria = {
  readonly searchText?: string | undefined;
  readonly serviceType?: string | undefined;
  readonly customerType?: string | undefined;
  readonly conversationInitiated?: 'all' | 'true' | 'false' | undefined;
  readonly storeId?: number | undefined;
  readonly enterpriseId?: number | undefined;
  readonly bocId?: number | undefined;
  readonly storeIds?: readonly number[] | undefined;
  readonly serviceTypes?: readonly string[] | undefined;
  readonly stage?: string | undefined;
  readonly responseInsight?: string | null | undefined;
  readonly leadResponseStatus?: string | undefined;
  readonly userFollowup?: string | null | undefined;
  readonly dealStatus?: string | null | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly mrtTime?: number | undefined;
  /** Which view (lead manager unless given); see lead-views.ts. */
  readonly view?: LeadView | undefined;
  /** The leads of real appointments (reminder and pre-CSI lists); see appointment-lead-list.repository.ts. */
  readonly appointmentList?: AppointmentLeadList | undefined;
  /** The request's clock, for views that depend on time. */
  readonly now?: Date | undefined;
  readonly page: number;
  readonly size: number;
};

export type LeadSearchResult = { readonly total: number; readonly leads: Schemas['Lead'][] };

/** Filters accept 'all' (any case) or nothing for "no filter" (spec 1 §5). */
const isAll = (value: string | undefined): boolean => !value || value.trim().toLowerCase() === 'all';

/** The inboxes staff answer customers from: a possible opt-out waiting for staff is listed first there. */
const INBOX_VIEWS: ReadonlySet<LeadView> = new Set<LeadView>([
  'globalInbox',
  'globalInboxZero',
  'contactLaterInbox',
]);

export class LeadRepository {
  constructor(private readonly db: Queryable) {}

  async findById(
    id: number,
    scope: DataScope,
    visibility: MessageVisibility,
  ): Promise<Schemas['Lead'] | null> {
    const params = new SqlParams();
    const select = leadSelect(visibility, params);
    const rows = await this.db.query<LeadRow>(
      `${select} WHERE f.id = ${params.add(id)} AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows[0] ? toLead(rows[0]) : null;
  }

  /** Whether the lead exists inside the scope: the cheap check before reading its messages. */
  async isVisible(id: number, scope: DataScope): Promise<boolean> {
    const params = new SqlParams();
    const rows = await this.db.query(
      `SELECT 1 FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE f.id = ${params.add(id)} AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows.length > 0;
  }

  /**
   * One statement: filter and count the scoped leads, take one page by latest activity (an
   * indexed column), and only for that page build the nested lead. The count row always
   * comes back, so an empty page still reports the total. In the inboxes a lead whose customer's
   * possible opt-out waits for staff comes first (issue 29: put in front of staff).
   */
  async search(
    scope: DataScope,
    visibility: MessageVisibility,
    criteria: LeadSearchCriteria,
  ): Promise<LeadSearchResult> {
    const params = new SqlParams();
    const searched = searchedLeads(scope, criteria, params);
    const limit = params.add(criteria.size);
    // The contract sets no upper bound on page; keep the offset inside PostgreSQL's bigint.
    const offset = params.add(Math.min(criteria.page * criteria.size, Number.MAX_SAFE_INTEGER));
    const select = leadSelect(visibility, params);
    const asks = INBOX_VIEWS.has(criteria.view ?? 'leadManager')
      ? 'EXISTS (SELECT 1 FROM consent_pending cp WHERE cp.customer_id = c.id)'
      : 'false';
    const rows = await this.db.query<{ total: number } & Partial<LeadRow>>(
      `WITH filtered AS (
         SELECT f.id, f.last_activity_at, ${asks} AS asks ${searched}
       ), page AS (
         SELECT id FROM filtered ORDER BY asks DESC, last_activity_at DESC NULLS LAST, id DESC
          LIMIT ${limit} OFFSET ${offset}
       )
       SELECT counted.total, lead.*
         FROM (SELECT count(*)::int AS total FROM filtered) AS counted
         LEFT JOIN (${select} WHERE f.id IN (SELECT id FROM page)) AS lead ON true
        ORDER BY ${asks === 'false' ? '' : 'lead.consent_pending IS NOT NULL DESC, '}lead.last_activity_at DESC NULLS LAST,
                 lead.id DESC`,
      params.values,
    );
    return {
      total: rows[0]?.total ?? 0,
      leads: rows.filter((row): row is { total: number } & LeadRow => row.id != null).map(toLead),
    };
  }
}

/**
 * FROM and WHERE of the leads a search looks at, inside the scope, with any `extra` conditions. The
 * filters name the lead (f), its customer (c), vehicle (v) and store (s): they exist only together with
 * those joins, so a count can never use the filters without the joins they need.
 */
export function searchedLeads(
  scope: DataScope,
  criteria: LeadSearchCriteria,
  params: SqlParams,
  extra: readonly string[] = [],
): string {
  const where = [scopeCondition(scope, 's', params), ...searchFilters(criteria, params), ...extra];
  return `FROM future_service_interaction f
  JOIN customer c ON c.id = f.customer_id
  JOIN service_vehicle v ON v.id = f.vehicle_id
  JOIN store s ON s.id = f.store_id
 WHERE ${where.join(' AND ')}`;
}

/** The WHERE conditions of a search, scope aside. */
function searchFilters(criteria: LeadSearchCriteria, params: SqlParams): string[] {
  const where: string[] = [];
  const search = searchTermsCondition(criteria.searchText ?? '', params, {
    words: [
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.custno',
      'v.year::text',
      'v.make',
      'v.model',
      'v.vin',
    ],
    cellular: 'c.cellular',
  });
  if (search) where.push(search);
  if (!isAll(criteria.serviceType))
    where.push(`f.planned_service_type = ${params.add(criteria.serviceType)}`);
  if (!isAll(criteria.customerType)) where.push(`c.customer_type = ${params.add(criteria.customerType)}`);
  if (!isAll(criteria.conversationInitiated)) {
    where.push(`f.conversation_initiated = ${params.add(criteria.conversationInitiated === 'true')}`);
  }
  if (criteria.storeId !== undefined) where.push(`f.store_id = ${params.add(criteria.storeId)}`);
  if (criteria.enterpriseId !== undefined)
    where.push(`s.enterprise_id = ${params.add(criteria.enterpriseId)}`);
  where.push(...viewFilters(criteria, params));
  return where;
}

/** The view's rule and the filters the views add (spec 2 §3 search filter). */
function viewFilters(criteria: LeadSearchCriteria, params: SqlParams): string[] {
  const where = [leadViewCondition(criteria.view ?? 'leadManager', params, criteria.now ?? new Date())];
  if (criteria.appointmentList)
    where.push(appointmentLeadListCondition(criteria.appointmentList, params, criteria.now ?? new Date()));
  if (criteria.bocId !== undefined) where.push(`f.boc_id = ${params.add(criteria.bocId)}`);
  if (criteria.storeIds?.length) where.push(`f.store_id = ANY(${params.add(criteria.storeIds)}::int[])`);
  const types = (criteria.serviceTypes ?? []).filter((type) => !isAll(type));
  if (types.length) where.push(`f.planned_service_type = ANY(${params.add(types)}::text[])`);
  if (!isAll(criteria.stage)) where.push(`f.stage = ${params.add(criteria.stage)}`);
  if (criteria.responseInsight) where.push(`f.response_insight = ${params.add(criteria.responseInsight)}`);
  if (criteria.userFollowup) where.push(`f.user_followup = ${params.add(criteria.userFollowup)}`);
  if (criteria.dealStatus) where.push(`f.deal_status = ${params.add(criteria.dealStatus)}`);
  if (criteria.leadResponseStatus === 'NO_RESPONSE_AT_ALL_LEAD')
    where.push('f.conversation_initiated AND f.total_inbound_count = 0');
  // Issue 29: the leads whose customer sent a possible opt-out that waits for staff's answer.
  if (criteria.leadResponseStatus === POSSIBLE_OPT_OUT_STATUS)
    where.push('EXISTS (SELECT 1 FROM consent_pending cp WHERE cp.customer_id = c.id)');
  const handOff = handOffKindOfStatus(criteria.leadResponseStatus);
  if (handOff) where.push(`f.hand_off = ${params.add(handOff)}`);
  if (criteria.startDate) where.push(`f.last_activity_at >= ${params.add(criteria.startDate)}::date`);
  if (criteria.endDate) where.push(`f.last_activity_at < ${params.add(criteria.endDate)}::date + 1`);
  if (criteria.mrtTime !== undefined)
    where.push(`EXISTS (SELECT 1 FROM message_instance mr WHERE mr.fsi_id = f.id
      AND mr.message_response_time >= ${params.add(criteria.mrtTime * 60)})`);
  return where;
}
