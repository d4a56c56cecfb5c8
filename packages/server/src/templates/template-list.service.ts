import type { TemplateFamily } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { resolveOfficePlace, type OfficePlace } from './office-place.js';
import { TemplateListRepository } from './template-list.repository.js';

type OfficeQuery = { readonly companyId: string; readonly divisionId: string; readonly officeId: string };

const page = (data: Schemas['TemplateRecord'][]): Schemas['TemplateRecordPage'] => ({
  data,
  response: 'Success',
  total: data.length,
  size: data.length,
  page: 0,
});

/**
 * /template/services and /template/sales (every source: source=ALL) and /dynamicTemplate/templateList:
 * the company templates an office may use, its own winning over the company-wide ones of the same code.
 */
export class TemplateListService {
  constructor(private readonly db: Database) {}

  /** One family's templates for the office, whichever division of the family they were written for. */
  async family(principal: Principal, family: TemplateFamily, query: OfficeQuery) {
    const place = await resolveOfficePlace(this.db, principal, query.companyId, query.officeId);
    return page(await new TemplateListRepository(this.db).list(place, { family }));
  }

  /** Filtered by division, means of contact (templates without one fit any) and codes; defaults: the user's. */
  async dynamic(principal: Principal, request: Schemas['DynamicTemplateListRequest']) {
    const place: OfficePlace = await resolveOfficePlace(
      this.db,
      principal,
      request.companyId ?? String(principal.enterpriseId),
      request.officeId ?? (principal.storeId === null ? '' : String(principal.storeId)),
    );
    const codes = request.templateCodes?.map((code) => code.trim()).filter((code) => code !== '');
    return page(
      await new TemplateListRepository(this.db).list(place, {
        divisionId: request.divisionId,
        moc: request.moc?.trim().toUpperCase() || undefined,
        codes: codes?.length ? codes : undefined,
      }),
    );
  }
}
