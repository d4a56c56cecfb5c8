import {
  renderTemplate,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_TOO_LONG,
  type TemplateFamily,
} from '@torque/domain';
import { dataScopeOf, scopeIncludes } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import {
  CompanyTemplateRepository,
  familyOfDivision,
  toTemplateRecord,
  type CompanyPlace,
  type CompanyTemplateWrite,
} from './company-template.repository.js';
import { leadTemplateContext } from './lead-template-context.js';
import { requireEnterprise } from './template-access.js';
import { TemplatePlaceRepository } from './template-place.repository.js';
import {
  BODY_REQUIRED,
  CONTACT_NOT_FOUND,
  enterpriseNotFound,
  noCompanyTemplate,
  OFFICE_NOT_FOUND,
  TEMPLATE_CODE_REQUIRED,
  templateNotFound,
} from './template.messages.js';

/** companyId, divisionId and officeId as every templateCustom call sends them. */
export type OfficeQuery = {
  readonly companyId: string;
  readonly divisionId: string;
  readonly officeId: string;
};
export type FillQuery = OfficeQuery & {
  readonly contactId: number;
  readonly templateCode: string;
  readonly moc: string;
  readonly futureServiceInteractionId: number;
};

export const COMPANY_WIDE_NEEDS_ENTERPRISE_ROLE =
  'Company-wide templates are kept by enterprise users: choose your office.';

/** Company templates (templateCustom) and the populated service and sales templates (spec 1 §7). */
export class CompanyTemplateService {
  private readonly templates: CompanyTemplateRepository;

  constructor(private readonly db: Database) {
    this.templates = new CompanyTemplateRepository(db);
  }

  async list(principal: Principal, query: OfficeQuery): Promise<Schemas['TemplateRecordPage']> {
    const data = await this.templates.list(await this.place(principal, query));
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  async save(
    principal: Principal,
    query: OfficeQuery,
    record: Schemas['TemplateRecord'],
  ): Promise<Schemas['TemplateRecord']> {
    const place = await this.place(principal, query);
    if (place.storeId === null && dataScopeOf(principal).kind === 'store')
      throw badRequest(COMPANY_WIDE_NEEDS_ENTERPRISE_ROLE);
    const write = checkCompanyTemplate(record);
    if (record.templateId === undefined)
      return toTemplateRecord(await this.templates.upsert(place, write, principal.userId));
    if (!(await this.templates.exists(place, record.templateId)))
      throw notFound(templateNotFound(record.templateId));
    if (await this.templates.codeTakenByAnother(place, write.templateCode, record.templateId))
      throw badRequest(`A template with code ${write.templateCode} already exists.`);
    return toTemplateRecord(await this.templates.update(record.templateId, write, principal.userId));
  }

  /** A service or sales template filled in for a lead the user may see, written by `contactId`. */
  async populated(
    principal: Principal,
    family: TemplateFamily,
    query: FillQuery,
  ): Promise<Schemas['PopulatedTemplate']> {
    const place = await this.place(principal, query);
    const found =
      familyOfDivision(place.divisionId) === family
        ? await this.templates.findForFill(place, query.templateCode, query.moc)
        : undefined;
    if (!found) throw notFound(noCompanyTemplate(family, query.templateCode));
    if (!(await new TemplatePlaceRepository(this.db).userInEnterprise(query.contactId, place.enterpriseId)))
      throw notFound(CONTACT_NOT_FOUND);
    const context = await leadTemplateContext(
      this.db,
      principal,
      query.futureServiceInteractionId,
      query.contactId,
    );
    return {
      templateCode: found.template_code,
      moc: query.moc,
      subject: found.subject === null ? null : renderTemplate(found.subject, context),
      body: renderTemplate(found.body, context),
    };
  }

  /**
   * The company must be one the user works in; the office (empty: the whole company) one of its
   * stores inside the user's data scope. Either outside is reported as not found.
   */
  private async place(principal: Principal, query: OfficeQuery): Promise<CompanyPlace> {
    const enterpriseId = positiveId(query.companyId);
    if (enterpriseId === undefined) throw notFound(enterpriseNotFound(query.companyId));
    await requireEnterprise(this.db, principal, enterpriseId);
    if (query.officeId.trim() === '') return { enterpriseId, divisionId: query.divisionId, storeId: null };
    const storeId = positiveId(query.officeId);
    const store =
      storeId === undefined
        ? undefined
        : await new TemplatePlaceRepository(this.db).storeOfEnterprise(storeId, enterpriseId);
    if (!store || !scopeIncludes(dataScopeOf(principal), store.id, enterpriseId))
      throw notFound(OFFICE_NOT_FOUND);
    return { enterpriseId, divisionId: query.divisionId, storeId: store.id };
  }
}

const positiveId = (text: string): number | undefined => {
  const trimmed = text.trim();
  return /^[1-9][0-9]{0,9}$/.test(trimmed) && Number(trimmed) <= 2_147_483_647 ? Number(trimmed) : undefined;
};

const blankToNull = (text: string | null | undefined): string | null =>
  text == null || text.trim() === '' ? null : text.trim();

/** A code and a text that are not blank; optional fields kept trimmed, blanks as none. */
function checkCompanyTemplate(record: Schemas['TemplateRecord']): CompanyTemplateWrite {
  const templateCode = record.templateCode.trim();
  if (templateCode === '') throw badRequest(TEMPLATE_CODE_REQUIRED);
  if (templateCode.length > 100) throw badRequest('The template code is longer than 100 characters.');
  if (record.body.trim() === '') throw badRequest(BODY_REQUIRED);
  if (record.body.length > TEMPLATE_BODY_MAX_LENGTH) throw badRequest(TEMPLATE_TOO_LONG);
  return {
    templateCode,
    name: blankToNull(record.name),
    subject: record.subject == null || record.subject === '' ? null : record.subject,
    body: record.body,
    moc: blankToNull(record.moc)?.toUpperCase() ?? null,
    source: blankToNull(record.source),
    serviceType: blankToNull(record.serviceType),
  };
}
