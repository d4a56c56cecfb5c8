import { SMS_OPT_OUT } from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { phoneOptedOutSql } from '../leads/sms-consent-by-phone.repository.js';

/** What a staff send needs of its lead: a few columns, not the whole nested Lead a screen shows. */
export type SendTarget = {
  readonly leadId: number;
  readonly customerId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
  /**
   * The customer may not be texted: what the Lead says (its customer's blockSms and SMS_OPT_OUT
   * marks, isLeadSmsBlocked) or what isSmsBlockedByPhone says, both read in one statement (the
   * number is looked up in the lead's enterprise, and in the customer's store's only if that differs).
   */
  readonly smsBlocked: boolean;
  /** What a phone-number lookup found the cellular to be (cellularLineTypeOf). */
  readonly lineType: string | null;
  readonly responseReqd: boolean;
  readonly lastMessageReceivedDate: Date | null;
  readonly plannedServiceType: string;
};

/**
 * The lead to text if it is inside the scope, read in the send's transaction: the customer row is
 * read FOR SHARE, so an opt-out of it committing meanwhile waits for the send (as isSmsBlockedByPhone).
 */
export async function sendTargetOf(
  db: Queryable,
  leadId: number,
  scope: DataScope,
): Promise<SendTarget | null> {
  const params = new SqlParams();
  const id = params.add(leadId);
  const optOut = `'${SMS_OPT_OUT}'`;
  const rows = await db.query<SendTarget>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.first_name AS "firstName", c.last_name AS "lastName",
            c.cellular, c.cellular_line_type AS "lineType",
            (COALESCE((SELECT lc.block_sms FROM customer lc WHERE lc.id = c.id FOR SHARE), false)
              OR EXISTS (SELECT 1 FROM mark mk WHERE mk.intent_type = ${optOut}
                            AND (mk.fsi_id = f.id OR mk.customer_id = c.id))
              OR ${phoneOptedOutSql('c.cellular', 's.enterprise_id')}
              OR (cs.enterprise_id <> s.enterprise_id AND ${phoneOptedOutSql('c.cellular', 'cs.enterprise_id')})) AS "smsBlocked",
            f.response_reqd AS "responseReqd", f.last_message_received_date AS "lastMessageReceivedDate",
            f.planned_service_type AS "plannedServiceType"
       FROM future_service_interaction f
       JOIN customer c ON c.id = f.customer_id
       JOIN store s ON s.id = f.store_id
       JOIN store cs ON cs.id = c.store_id
      WHERE f.id = ${id} AND ${scopeCondition(scope, 's', params)}`,
    params.values,
  );
  return rows[0] ?? null;
}
