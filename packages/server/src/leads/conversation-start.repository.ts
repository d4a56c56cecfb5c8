import type { OpeningTemplateCandidate } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** What starting a conversation reads and writes on the lead, its customer and the templates. */
export class ConversationStartRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Another interaction of the lead's customer is already in conversation: started, still open and
   * not archived (the forced-conversation rule, spec 1 §4). The lead row is locked so two starts of
   * the same lead queue up instead of both passing the check.
   */
  async startFacts(
    fsiId: number,
  ): Promise<{ initiated: boolean; otherInitiated: boolean; enterpriseId: number } | undefined> {
    const [row] = await this.db.query<{
      initiated: boolean;
      other_initiated: boolean;
      enterprise_id: number;
    }>(
      `SELECT f.conversation_initiated AS initiated, s.enterprise_id,
              EXISTS (SELECT 1 FROM future_service_interaction o
                       WHERE o.customer_id = f.customer_id AND o.id <> f.id AND o.conversation_initiated
                         AND NOT o.conversation_closed AND NOT o.archived) AS other_initiated
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE f.id = $1 FOR UPDATE OF f`,
      [fsiId],
    );
    return (
      row && {
        initiated: row.initiated,
        otherInitiated: row.other_initiated,
        enterpriseId: row.enterprise_id,
      }
    );
  }

  /** The service type's SMS templates: the office's and the company's, and the enterprise's group ones. */
  async openingTemplates(
    enterpriseId: number,
    storeId: number,
    serviceType: string,
  ): Promise<OpeningTemplateCandidate[]> {
    return this.db.query<OpeningTemplateCandidate>(
      `SELECT source, body FROM (
         SELECT CASE WHEN store_id IS NULL THEN 'company' ELSE 'store' END AS source, body, updated_at, id
           FROM company_template
          WHERE enterprise_id = $1 AND (store_id IS NULL OR store_id = $2) AND service_type = $3
            AND (moc IS NULL OR upper(moc) = 'SMS')
         UNION ALL
         SELECT 'group', body, updated_at, id FROM custom_template
          WHERE enterprise_id = $1 AND user_id IS NULL AND service_type = $3
       ) candidates ORDER BY updated_at, id`,
      [enterpriseId, storeId, serviceType],
    );
  }

  async markInitiated(fsiId: number): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET conversation_initiated = true WHERE id = $1', [
      fsiId,
    ]);
  }
}
