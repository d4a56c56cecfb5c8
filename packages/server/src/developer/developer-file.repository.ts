import type { DeveloperFileKind } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** The developer area's files (migration 037) and the sample lead a preview is filled with. */
export class DeveloperFileRepository {
  constructor(private readonly db: Queryable) {}

  async names(kind: DeveloperFileKind): Promise<string[]> {
    const rows = await this.db.query<{ name: string }>(
      'SELECT name FROM developer_file WHERE kind = $1 ORDER BY name',
      [kind],
    );
    return rows.map((row) => row.name);
  }

  async content(kind: DeveloperFileKind, name: string): Promise<string | null> {
    const rows = await this.db.query<{ content: string }>(
      'SELECT content FROM developer_file WHERE kind = $1 AND name = $2',
      [kind, name],
    );
    return rows[0]?.content ?? null;
  }

  /** Adds the file or replaces its content; answers whether it was new. */
  async save(
    kind: DeveloperFileKind,
    name: string,
    content: string,
    userId: number,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db.query<{ added: boolean }>(
      `INSERT INTO developer_file (kind, name, content, updated_at, updated_by_user_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, name) DO UPDATE SET content = EXCLUDED.content, updated_at = EXCLUDED.updated_at,
         updated_by_user_id = EXCLUDED.updated_by_user_id
       RETURNING (xmax = 0) AS added`,
      [kind, name, content, at, userId],
    );
    return rows[0]?.added ?? false;
  }

  /** The latest lead, the sample a preview is filled with when none is named. */
  async sampleLeadId(): Promise<number | null> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction ORDER BY id DESC LIMIT 1',
    );
    return rows[0]?.id ?? null;
  }
}
