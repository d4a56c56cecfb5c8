import type { TemplateFamily } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

/** Where company templates are read and written: a company's division, one office or all (null). */
export type CompanyPlace = {
  readonly enterpriseId: number;
  readonly divisionId: string;
  readonly storeId: number | null;
};

type Row = {
  id: number;
  template_code: string;
  name: string | null;
  subject: string | null;
  body: string;
  moc: string | null;
  source: string | null;
  service_type: string | null;
};

export type CompanyTemplateWrite = {
  readonly templateCode: string;
  readonly name: string | null;
  readonly subject: string | null;
  readonly body: string;
  readonly moc: string | null;
  readonly source: string | null;
  readonly serviceType: string | null;
};

/** Service (DIV004) is the service family; the sales divisions' templates are the sales family. */
export const familyOfDivision = (divisionId: string): TemplateFamily =>
  divisionId === 'DIV004' ? 'service' : 'sales';

const COLUMNS = 'id, template_code, name, subject, body, moc, source, service_type';

/** An office sees its own templates and the company-wide ones; its own win for the same code. */
const IN_PLACE = `enterprise_id = $1 AND division_id = $2 AND (store_id = $3 OR store_id IS NULL)`;

export const toTemplateRecord = (row: Row): Schemas['TemplateRecord'] => ({
  templateId: row.id,
  templateCode: row.template_code,
  ...(row.name === null ? {} : { name: row.name }),
  subject: row.subject,
  body: row.body,
  ...(row.moc === null ? {} : { moc: row.moc }),
  ...(row.source === null ? {} : { source: row.source }),
  serviceType: row.service_type,
});

export class CompanyTemplateRepository {
  constructor(private readonly db: Queryable) {}

  async list(place: CompanyPlace): Promise<Schemas['TemplateRecord'][]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM (
         SELECT DISTINCT ON (template_code) * FROM company_template WHERE ${IN_PLACE}
          ORDER BY template_code, store_id NULLS LAST) t
        ORDER BY id`,
      [place.enterpriseId, place.divisionId, place.storeId],
    );
    return rows.map(toTemplateRecord);
  }

  /** The template of a code for a means of contact (a template without one fits any). */
  async findForFill(place: CompanyPlace, templateCode: string, moc: string): Promise<Row | undefined> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM company_template
        WHERE ${IN_PLACE} AND template_code = $4 AND (moc IS NULL OR moc = $5)
        ORDER BY store_id NULLS LAST, moc NULLS LAST LIMIT 1`,
      [place.enterpriseId, place.divisionId, place.storeId, templateCode, moc],
    );
    return rows[0];
  }

  async exists(place: CompanyPlace, templateId: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM company_template
        WHERE id = $4 AND enterprise_id = $1 AND division_id = $2 AND store_id IS NOT DISTINCT FROM $3`,
      [place.enterpriseId, place.divisionId, place.storeId, templateId],
    );
    return rows.length > 0;
  }

  async codeTakenByAnother(place: CompanyPlace, templateCode: string, templateId: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM company_template
        WHERE enterprise_id = $1 AND division_id = $2 AND store_id IS NOT DISTINCT FROM $3
          AND template_code = $4 AND id <> $5`,
      [place.enterpriseId, place.divisionId, place.storeId, templateCode, templateId],
    );
    return rows.length > 0;
  }

  async update(templateId: number, record: CompanyTemplateWrite, userId: number): Promise<Row> {
    const [row] = await this.db.query<Row>(
      `UPDATE company_template SET template_code = $2, name = $3, subject = $4, body = $5, moc = $6,
              source = $7, service_type = $8, updated_by = $9, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [templateId, ...values(record), userId],
    );
    return row!;
  }

  /** Saving a code again in the same place replaces it (and keeps its id). */
  async upsert(place: CompanyPlace, record: CompanyTemplateWrite, userId: number): Promise<Row> {
    const [row] = await this.db.query<Row>(
      `INSERT INTO company_template (enterprise_id, division_id, store_id, family, template_code, name,
              subject, body, moc, source, service_type, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (enterprise_id, division_id, (COALESCE(store_id, 0)), template_code) DO UPDATE
          SET name = EXCLUDED.name, subject = EXCLUDED.subject, body = EXCLUDED.body, moc = EXCLUDED.moc,
              source = EXCLUDED.source, service_type = EXCLUDED.service_type,
              updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        place.enterpriseId,
        place.divisionId,
        place.storeId,
        familyOfDivision(place.divisionId),
        ...values(record),
        userId,
      ],
    );
    return row!;
  }
}

const values = (record: CompanyTemplateWrite) => [
  record.templateCode,
  record.name,
  record.subject,
  record.body,
  record.moc,
  record.source,
  record.serviceType,
];
