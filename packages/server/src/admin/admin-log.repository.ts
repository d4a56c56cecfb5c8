import type { Queryable } from '../db/database.js';

/** One recorded admin action. */
export type AdminLogEntry = {
  readonly id: number;
  readonly at: string;
  readonly actorName: string;
  readonly action: string;
  readonly subject: string;
  readonly enterpriseId: number | null;
  readonly detail: string;
};

export type NewAdminLogEntry = Omit<AdminLogEntry, 'id' | 'at'> & {
  readonly at: Date;
  readonly actorUserId: number;
};

type Row = {
  id: number;
  at: Date | string;
  actor_name: string;
  action: string;
  subject: string;
  enterprise_id: number | null;
  detail: string;
};

/** The admin log (migration 033): written in the same transaction as the change it records. */
export class AdminLogRepository {
  constructor(private readonly db: Queryable) {}

  async record(entry: NewAdminLogEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_log_entry (at, actor_user_id, actor_name, action, subject, enterprise_id, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.at,
        entry.actorUserId,
        entry.actorName,
        entry.action,
        entry.subject,
        entry.enterpriseId,
        entry.detail,
      ],
    );
  }

  /** The latest entries first; `enterpriseId` limits them to one enterprise's (an enterprise admin's view). */
  async latest(options: {
    readonly enterpriseId?: number;
    readonly limit: number;
    readonly offset: number;
  }): Promise<{ readonly entries: AdminLogEntry[]; readonly total: number }> {
    const scoped = options.enterpriseId !== undefined;
    const where = scoped ? 'WHERE enterprise_id = $3' : '';
    const params: unknown[] = [options.limit, options.offset, ...(scoped ? [options.enterpriseId] : [])];
    const rows = await this.db.query<Row & { total: number }>(
      `SELECT id, at, actor_name, action, subject, enterprise_id, detail, count(*) OVER ()::int AS total
         FROM admin_log_entry ${where}
        ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    return {
      entries: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        actorName: row.actor_name,
        action: row.action,
        subject: row.subject,
        enterpriseId: row.enterprise_id,
        detail: row.detail,
      })),
      total: rows[0]?.total ?? 0,
    };
  }
}
