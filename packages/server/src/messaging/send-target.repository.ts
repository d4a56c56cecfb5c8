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
   * What the domain's isLeadSmsBlocked reads of a Lead, as the Lead has it: the customer's block flag
   * (read FOR SHARE) and the intents of the lead's and the customer's marks.
   */
  readonly customerMaster: { readonly blockSms: boolean };
  readonly futureServiceInteractionMarks: readonly { readonly intentType: string }[];
  readonly customerMarks: readonly { readonly intentType: string }[];
  /**
   * The customer's number opted out in the lead's enterprise, or in the customer's store's when that
   * differs (what isSmsBlockedByPhone reads).
   */
  readonly phoneOptedOut: boolean;
  /** What a phone-number lookup found the cellular to be (cellularLineTypeOf). */
  readonly lineType: string | null;
  readonly responseReqd: boolean;
  readonly lastMessageReceivedDate: Date | null;
  readonly plannedServiceType: string;
};

type SendTargetRow = Omit<
  SendTarget,
  'customerMaster' | 'futureServiceInteractionMarks' | 'customerMarks'
> & {
  readonly blockSms: boolean;
  readonly leadMarks: string[];
  readonly customerMarks: string[];
};

const marksOf = (intents: readonly string[]) => intents.map((intentType) => ({ intentType }));

/**
 * The lead to text if it is inside the scope, read in the send's transaction in one statement: the
 * facts whether its customer may be texted, not the answer (the domain decides). The customer row is
 * read FOR SHARE, so an opt-out of it committing meanwhile waits for the send (as isSmsBlockedByPhone).
 */
export async function sendTargetOf(
  db: Queryable,
  leadId: number,
  scope: DataScope,
): Promise<SendTarget | null> {
  const params = new SqlParams();
  const id = params.add(leadId);
  const rows = await db.query<SendTargetRow>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.first_name AS "firstName", c.last_name AS "lastName",
            c.cellular, c.cellular_line_type AS "lineType",
            COALESCE((SELECT lc.block_sms FROM customer lc WHERE lc.id = c.id FOR SHARE), false) AS "blockSms",
            ARRAY(SELECT mk.intent_type FROM mark mk WHERE mk.fsi_id = f.id) AS "leadMarks",
            ARRAY(SELECT mk.intent_type FROM mark mk WHERE mk.customer_id = c.id) AS "customerMarks",
            (${phoneOptedOutSql('c.cellular', 's.enterprise_id')}
              OR (cs.enterprise_id <> s.enterprise_id AND ${phoneOptedOutSql('c.cellular', 'cs.enterprise_id')})) AS "phoneOptedOut",
            f.response_reqd AS "responseReqd", f.last_message_received_date AS "lastMessageReceivedDate",
            f.planned_service_type AS "plannedServiceType"
       FROM future_service_interaction f
       JOIN customer c ON c.id = f.customer_id
       JOIN store s ON s.id = f.store_id
       JOIN store cs ON cs.id = c.store_id
      WHERE f.id = ${id} AND ${scopeCondition(scope, 's', params)}`,
    params.values,
  );
  const row = rows[0];
  if (!row) return null;
  const { blockSms, leadMarks, customerMarks, ...target } = row;
  return {
    ...target,
    customerMaster: { blockSms },
    futureServiceInteractionMarks: marksOf(leadMarks),
    customerMarks: marksOf(customerMarks),
  };
}
