import type { TemplateFamily } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';
import { toTemplateRecord } from './company-template.repository.js';
import type { OfficePlace } from './office-place.js';

export type TemplateListFilter = {
  readonly family?: TemplateFamily;
  readonly divisionId?: string | undefined;
  readonly moc?: string | undefined;
  readonly codes?: readonly string[] | undefined;
};

type Row = Parameters<typeof toTemplateRecord>[0];

export class TemplateListRepository {
  constructor(private readonly db: Queryable) {}

  /** Per division and code, the office's own template wins over the company-wide one; sorted by code. */
  async list(place: OfficePlace, filter: TemplateListFilter): Promise<Schemas['TemplateRecord'][]> {
    const params = new SqlParams();
    const where = [
      `enterprise_id = ${params.add(place.enterpriseId)}`,
      `(store_id = ${params.add(place.storeId)} OR store_id IS NULL)`,
    ];
    if (filter.family) where.push(`family = ${params.add(filter.family)}`);
    if (filter.divisionId) where.push(`division_id = ${params.add(filter.divisionId)}`);
    if (filter.moc) where.push(`(moc IS NULL OR moc = ${params.add(filter.moc)})`);
    if (filter.codes) where.push(`template_code = ANY(${params.add(filter.codes)}::text[])`);
    const rows = await this.db.query<Row>(
      `SELECT id, template_code, name, subject, body, moc, source, service_type FROM (
         SELECT DISTINCT ON (division_id, template_code, moc) * FROM company_template
          WHERE ${where.join(' AND ')}
          ORDER BY division_id, template_code, moc, store_id NULLS LAST) t
        ORDER BY template_code, id`,
      params.values,
    );
    return rows.map(toTemplateRecord);
  }
}
