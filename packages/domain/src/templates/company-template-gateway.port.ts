import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { OfficeScope } from '../session/office-scope.js';
import type { Result } from '../shared/result.js';
import type { PopulatedTemplate, TemplateRecord, TemplateRecordPage } from './template-records.schema.js';

/** Service or sales templates: the two families of company templates. */
export type TemplateFamily = 'service' | 'sales';

export type TemplateFill = {
  readonly contactId: number;
  readonly templateCode: string;
  /** Means of contact, e.g. SMS or EMAIL. */
  readonly moc: string;
  readonly leadId: LeadId;
};

export type DynamicTemplateQuery = Partial<OfficeScope> & {
  readonly templateCodes?: readonly string[];
  readonly moc?: string;
};

/** The company's template records (templateCustom, template/services and template/sales). */
export interface CompanyTemplateGateway {
  companyTemplates(scope: OfficeScope): Promise<Result<TemplateRecordPage, AppError>>;
  saveCompanyTemplate(
    scope: OfficeScope,
    template: TemplateRecord,
  ): Promise<Result<TemplateRecord, AppError>>;
  /** A service or sales template filled in for a lead. */
  populated(
    family: TemplateFamily,
    scope: OfficeScope,
    fill: TemplateFill,
  ): Promise<Result<PopulatedTemplate, AppError>>;
  /** Every service or sales template of the office (source ALL). */
  templates(family: TemplateFamily, scope: OfficeScope): Promise<Result<TemplateRecordPage, AppError>>;
  dynamicTemplates(query: DynamicTemplateQuery): Promise<Result<TemplateRecordPage, AppError>>;
}
