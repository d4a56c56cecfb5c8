import type { Clock } from '@torque/domain';
import { dataScopeOf } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import type { Database } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { requireReportRole } from '../report-scope.js';
import {
  ReportTemplateMasterRepository,
  type StoredTemplateMaster,
  type TemplateMasterFields,
} from './report-template-master.repository.js';

type TemplateMaster = Schemas['ReportTemplateMaster'];
export const TEMPLATE_NOT_FOUND = 'No such report template.';
export const TEMPLATE_ID_REQUIRED = 'Say which report template to update (its id).';

/** The wire record: optional fields left out rather than null. */
const toWire = (row: StoredTemplateMaster): TemplateMaster => ({
  id: row.id,
  name: row.name,
  ...(row.reportKey === null ? {} : { reportKey: row.reportKey }),
  enterpriseId: row.enterpriseId,
  columns: row.columns,
  active: row.active,
});

/**
 * Report template-master records: a named choice of a report's columns for an enterprise. Staff
 * who read reports keep them; a user outside the record's enterprise is told it does not exist.
 */
export class ReportTemplateMasterService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(principal: Principal, body: TemplateMaster): Promise<TemplateMaster> {
    requireReportRole(principal);
    const enterpriseId = body.enterpriseId ?? principal.enterpriseId;
    const repository = new ReportTemplateMasterRepository(this.db);
    if (!this.sees(principal, enterpriseId) || !(await repository.enterpriseExists(enterpriseId)))
      throw notFound('No such enterprise.');
    const fields = this.fields(body, enterpriseId);
    return toWire(await repository.insert(fields, principal.userId, this.clock.now()));
  }

  async update(principal: Principal, body: TemplateMaster): Promise<TemplateMaster> {
    requireReportRole(principal);
    if (body.id === undefined) throw badRequest(TEMPLATE_ID_REQUIRED);
    const repository = new ReportTemplateMasterRepository(this.db);
    const stored = await repository.find(body.id);
    if (!stored || !this.sees(principal, stored.enterpriseId)) throw notFound(TEMPLATE_NOT_FOUND);
    // A record stays in its enterprise; moving it would hand it to people who could not see it.
    if (body.enterpriseId !== undefined && body.enterpriseId !== stored.enterpriseId)
      throw badRequest('A report template stays in its enterprise.');
    const fields = this.fields(
      { ...stored, ...body, reportKey: body.reportKey ?? stored.reportKey ?? undefined },
      stored.enterpriseId,
    );
    const updated = await repository.update(stored.id, fields, principal.userId, this.clock.now());
    if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
    return toWire(updated);
  }

  private fields(body: TemplateMaster, enterpriseId: number): TemplateMasterFields {
    const name = body.name.trim();
    if (name === '') throw badRequest('A report template needs a name.');
    return {
      name,
      reportKey: body.reportKey?.trim() || null,
      enterpriseId,
      columns: body.columns ?? [],
      active: body.active ?? true,
    };
  }

  private sees(principal: Principal, enterpriseId: number): boolean {
    return dataScopeOf(principal).kind === 'all' || principal.enterpriseId === enterpriseId;
  }
}
