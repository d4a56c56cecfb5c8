import type { Queryable } from '../db/database.js';

export type DefinitionRow = {
  id: number;
  service_type: string;
  label: string | null;
  minimum_days: number;
  maximum_days: number;
  enabled: boolean;
  store_ids: number[];
};

export type DefinitionInput = {
  readonly id?: number | undefined;
  readonly enterpriseId: number;
  readonly serviceType: string;
  readonly label: string | null;
  readonly minimumDays: number;
  readonly maximumDays: number;
  readonly enabled: boolean;
  readonly storeIds: readonly number[];
};

/** Saved planner definitions and the recorded e-mail alerts. */
export class PlannerSettingsRepository {
  constructor(private readonly db: Queryable) {}

  async definitions(enterpriseId: number): Promise<DefinitionRow[]> {
    return this.db.query<DefinitionRow>(
      `SELECT id, service_type, label, minimum_days, maximum_days, enabled, store_ids
         FROM planner_definition WHERE enterprise_id = $1 ORDER BY id`,
      [enterpriseId],
    );
  }

  async definitionEnterprise(id: number): Promise<number | null> {
    const rows = await this.db.query<{ enterprise_id: number }>(
      'SELECT enterprise_id FROM planner_definition WHERE id = $1',
      [id],
    );
    return rows[0]?.enterprise_id ?? null;
  }

  /** One definition per enterprise and service type: saving again replaces the window. */
  async save(input: DefinitionInput): Promise<DefinitionRow> {
    const params = [
      input.enterpriseId,
      input.serviceType,
      input.label,
      input.minimumDays,
      input.maximumDays,
      input.enabled,
      input.storeIds,
    ];
    const [row] =
      input.id === undefined
        ? await this.db.query<DefinitionRow>(
            `INSERT INTO planner_definition (enterprise_id, service_type, label, minimum_days, maximum_days, enabled, store_ids)
             VALUES ($1, $2, $3, $4, $5, $6, $7::int[])
             ON CONFLICT (enterprise_id, service_type) DO UPDATE
               SET label = EXCLUDED.label, minimum_days = EXCLUDED.minimum_days, maximum_days = EXCLUDED.maximum_days,
                   enabled = EXCLUDED.enabled, store_ids = EXCLUDED.store_ids
             RETURNING id, service_type, label, minimum_days, maximum_days, enabled, store_ids`,
            params,
          )
        : await this.db.query<DefinitionRow>(
            `UPDATE planner_definition
                SET service_type = $2, label = $3, minimum_days = $4, maximum_days = $5, enabled = $6, store_ids = $7::int[]
              WHERE id = $8 AND enterprise_id = $1
              RETURNING id, service_type, label, minimum_days, maximum_days, enabled, store_ids`,
            [...params, input.id],
          );
    return row!;
  }

  /** The e-mail addresses of a store's own staff, who receive its due list. */
  async storeRecipients(storeId: number): Promise<string[]> {
    const rows = await this.db.query<{ email: string }>(
      'SELECT email FROM app_user WHERE store_id = $1 ORDER BY id',
      [storeId],
    );
    return rows.map((row) => row.email);
  }

  async recordAlert(alert: {
    readonly storeId: number;
    readonly serviceType: string;
    readonly dueCount: number;
    readonly recipients: readonly string[];
    readonly userId: number;
    readonly at: Date;
  }): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO planner_alert (store_id, service_type, due_count, recipients, sent_at, user_id)
       VALUES ($1, $2, $3, $4::text[], $5, $6) RETURNING id`,
      [alert.storeId, alert.serviceType, alert.dueCount, alert.recipients, alert.at, alert.userId],
    );
    return row!.id;
  }
}
