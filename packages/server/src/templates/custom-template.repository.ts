import type { TemplateScope } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { containsPattern, SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

export type CustomTemplateRow = {
  readonly id: number;
  readonly enterpriseId: number;
  readonly userId: number | null;
  readonly serviceType: string;
  readonly title: string;
  readonly body: string;
  readonly favorite: boolean;
};

export type NewCustomTemplate = {
  readonly enterpriseId: number;
  /** The owner of a Personal template; null for a Group template. */
  readonly userId: number | null;
  readonly serviceType: string;
  readonly title: string;
  readonly body: string;
};

/** Which templates a list reads, always as one user sees them (their favourites, their Personal tab). */
export type CustomTemplateFilter = {
  readonly viewerId: number;
  readonly enterpriseId?: number | undefined;
  /** Super roles see every enterprise's Group templates; everyone else only their enterprise's. */
  readonly groupEnterpriseIds?: readonly number[] | 'all';
  readonly serviceType?: string | undefined;
  readonly scope?: TemplateScope | undefined;
  readonly searchText?: string | undefined;
  readonly favoritesOnly?: boolean | undefined;
};

const COLUMNS = (viewer: string) => `t.id, t.enterprise_id AS "enterpriseId", t.user_id AS "userId",
  t.service_type AS "serviceType", t.title, t.body,
  EXISTS (SELECT 1 FROM custom_template_favorite f WHERE f.template_id = t.id AND f.user_id = ${viewer}) AS favorite`;

export const toCustomTemplate = (row: CustomTemplateRow): Schemas['CustomTemplate'] => ({
  id: row.id,
  templateId: row.id,
  title: row.title,
  body: row.body,
  serviceType: row.serviceType,
  enterpriseId: row.enterpriseId,
  favorite: row.favorite,
  scope: row.userId === null ? 'GROUP' : 'PERSONAL',
});

export class CustomTemplateRepository {
  constructor(private readonly db: Queryable) {}

  async find(id: number, viewerId: number): Promise<CustomTemplateRow | undefined> {
    const rows = await this.db.query<CustomTemplateRow>(
      `SELECT ${COLUMNS('$2')} FROM custom_template t WHERE t.id = $1`,
      [id, viewerId],
    );
    return rows[0];
  }

  async insert(template: NewCustomTemplate): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO custom_template (enterprise_id, user_id, service_type, title, body)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [template.enterpriseId, template.userId, template.serviceType, template.title, template.body],
    );
    return row!.id;
  }

  async update(id: number, change: Pick<NewCustomTemplate, 'serviceType' | 'title' | 'body'>): Promise<void> {
    await this.db.query(
      'UPDATE custom_template SET service_type = $2, title = $3, body = $4, updated_at = now() WHERE id = $1',
      [id, change.serviceType, change.title, change.body],
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM custom_template WHERE id = $1', [id]);
  }

  async setFavorite(id: number, userId: number, favorite: boolean): Promise<void> {
    await this.db.query(
      favorite
        ? 'INSERT INTO custom_template_favorite (template_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM custom_template_favorite WHERE template_id = $1 AND user_id = $2',
      [id, userId],
    );
  }

  /** One page (oldest first, as they were added) and the total; `size` undefined reads them all. */
  async list(
    filter: CustomTemplateFilter,
    page = 0,
    size?: number,
  ): Promise<{ readonly total: number; readonly rows: CustomTemplateRow[] }> {
    const params = new SqlParams();
    const viewer = params.add(filter.viewerId);
    const conditions = [this.visible(filter, viewer, params)];
    if (filter.enterpriseId !== undefined)
      conditions.push(`t.enterprise_id = ${params.add(filter.enterpriseId)}`);
    if (filter.serviceType !== undefined)
      conditions.push(`t.service_type = ${params.add(filter.serviceType)}`);
    if (filter.scope === 'GROUP') conditions.push('t.user_id IS NULL');
    if (filter.scope === 'PERSONAL') conditions.push('t.user_id IS NOT NULL');
    if (filter.favoritesOnly)
      conditions.push(
        `EXISTS (SELECT 1 FROM custom_template_favorite f WHERE f.template_id = t.id AND f.user_id = ${viewer})`,
      );
    if (filter.searchText?.trim()) {
      const pattern = params.add(containsPattern(filter.searchText.trim()));
      conditions.push(`(t.title ILIKE ${pattern} OR t.body ILIKE ${pattern})`);
    }
    const where = conditions.join(' AND ');
    const [count] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM custom_template t WHERE ${where}`,
      params.values,
    );
    const limit = size === undefined ? '' : ` LIMIT ${params.add(size)} OFFSET ${params.add(page * size)}`;
    const rows = await this.db.query<CustomTemplateRow>(
      `SELECT ${COLUMNS(viewer)} FROM custom_template t WHERE ${where} ORDER BY t.id${limit}`,
      params.values,
    );
    return { total: count?.total ?? 0, rows };
  }

  /** The viewer's own Personal templates and the Group templates of the enterprises they may see. */
  private visible(filter: CustomTemplateFilter, viewer: string, params: SqlParams): string {
    const groups = filter.groupEnterpriseIds ?? [];
    const group =
      groups === 'all'
        ? 't.user_id IS NULL'
        : `(t.user_id IS NULL AND t.enterprise_id = ANY(${params.add(groups)}::int[]))`;
    return `(t.user_id = ${viewer} OR ${group})`;
  }
}
