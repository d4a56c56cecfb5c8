import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { containsPattern, SqlParams } from '../db/sql-params.js';

export type OpcodeRow = {
  readonly code: string;
  readonly description: string;
  readonly store_id: number;
  readonly skill_hours: string;
};

/** SQL of the opcode search and download, within the user's stores. */
export class OpcodeRepository {
  constructor(private readonly db: Queryable) {}

  async search(
    scope: DataScope,
    filter: { readonly storeId?: number | undefined; readonly text?: string | undefined },
    window: { readonly page: number; readonly size: number } | null,
  ): Promise<{ rows: OpcodeRow[]; total: number }> {
    const params = new SqlParams();
    const where = [scopeCondition(scope, 's', params)];
    if (filter.storeId !== undefined) where.push(`o.store_id = ${params.add(filter.storeId)}`);
    if (filter.text) {
      const like = params.add(containsPattern(filter.text));
      where.push(`(o.code ILIKE ${like} OR o.description ILIKE ${like})`);
    }
    const from = `FROM opcode o JOIN store s ON s.id = o.store_id WHERE ${where.join(' AND ')}`;
    const [counted] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from}`,
      params.values,
    );
    const paging = window
      ? `LIMIT ${params.add(window.size)} OFFSET ${params.add(window.page * window.size)}`
      : '';
    const rows = await this.db.query<OpcodeRow>(
      `SELECT o.code, o.description, o.store_id, o.skill_hours::text AS skill_hours ${from}
        ORDER BY o.store_id, o.code ${paging}`,
      params.values,
    );
    return { rows, total: counted?.total ?? 0 };
  }

  /** The store's state-inspection opcodes: those its opcode list describes as a state inspection. */
  async stateInspectionCodes(storeId: number): Promise<string[]> {
    const rows = await this.db.query<{ code: string }>(
      `SELECT code FROM opcode WHERE store_id = $1 AND description ILIKE '%state inspection%'`,
      [storeId],
    );
    return rows.map((row) => row.code);
  }
}
