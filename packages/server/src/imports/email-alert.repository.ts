import type { Queryable } from '../db/database.js';

/** A store's recall and alert records still waiting for staff. */
export type PendingAlertCounts = {
  readonly storeId: number;
  readonly storeName: string;
  readonly recall: number;
  readonly hea: number;
  readonly fea: number;
};

export type EmailAlert = {
  readonly enterpriseId: number;
  readonly sentBy: number;
  readonly recipients: readonly string[];
  readonly subject: string;
  readonly body: string;
  readonly storeIds: readonly number[];
  readonly serviceTypes: readonly string[];
  readonly sentOn: Date;
};

/** The alert summary's counts and the record of each alert e-mail sent. */
export class EmailAlertRepository {
  constructor(private readonly db: Queryable) {}

  /** The enterprise's stores among `storeIds` (all of them when empty), each with its pending counts. */
  pendingCounts(enterpriseId: number, storeIds: readonly number[]): Promise<PendingAlertCounts[]> {
    return this.db.query<PendingAlertCounts>(
      `SELECT s.id AS "storeId", s.name AS "storeName",
              count(r.id) FILTER (WHERE r.file_type = 'RECALL')::int AS recall,
              count(r.id) FILTER (WHERE r.file_type = 'HEA_ALERT')::int AS hea,
              count(r.id) FILTER (WHERE r.file_type = 'FEA_ALERT')::int AS fea
         FROM store s
         LEFT JOIN enrichment_record r ON r.store_id = s.id AND r.status_type IN ('PENDING', 'ENRICHED', 'NOT_FOUND')
        WHERE s.enterprise_id = $1 AND (cardinality($2::int[]) = 0 OR s.id = ANY($2::int[]))
        GROUP BY s.id, s.name ORDER BY s.name, s.id`,
      [enterpriseId, [...storeIds]],
    );
  }

  async record(alert: EmailAlert): Promise<void> {
    await this.db.query(
      `INSERT INTO email_alert (enterprise_id, sent_by, recipient, subject, body, store_ids, service_types, sent_on)
       SELECT $1, $2, recipient, $4, $5, $6::int[], $7::text[], $8 FROM unnest($3::text[]) AS recipient`,
      [
        alert.enterpriseId,
        alert.sentBy,
        [...alert.recipients],
        alert.subject,
        alert.body,
        [...alert.storeIds],
        [...alert.serviceTypes],
        alert.sentOn,
      ],
    );
  }
}
