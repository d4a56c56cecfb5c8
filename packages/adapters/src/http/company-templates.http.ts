import {
  PopulatedTemplateSchema,
  TemplateRecordPageSchema,
  TemplateRecordSchema,
  type AppError,
  type CompanyTemplateGateway,
  type DynamicTemplateQuery,
  type OfficeScope,
  type PopulatedTemplate,
  type Result,
  type TemplateFamily,
  type TemplateFill,
  type TemplateRecord,
  type TemplateRecordPage,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { defined } from './call-helpers.js';

const POPULATED = {
  service: '/templateCustom/services/populated',
  sales: '/templateDynamicParts/v2/templateCustom/sales/populated',
} as const;
const TEMPLATES = { service: '/template/services', sales: '/template/sales' } as const;

/** Company templates: templateCustom, the populated service and sales templates, template lists. */
export class HttpCompanyTemplateGateway implements CompanyTemplateGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  companyTemplates(scope: OfficeScope): Promise<Result<TemplateRecordPage, AppError>> {
    return callApi(
      () => this.client.GET('/templateCustom', { params: { query: { ...scope } } }),
      TemplateRecordPageSchema,
      this.options,
    );
  }

  saveCompanyTemplate(
    scope: OfficeScope,
    template: TemplateRecord,
  ): Promise<Result<TemplateRecord, AppError>> {
    return callApi(
      () =>
        this.client.POST('/templateCustom', {
          params: { query: { ...scope } },
          body: defined({ ...template }),
        }),
      TemplateRecordSchema,
      this.options,
    );
  }

  populated(
    family: TemplateFamily,
    scope: OfficeScope,
    fill: TemplateFill,
  ): Promise<Result<PopulatedTemplate, AppError>> {
    const query = {
      ...scope,
      contactId: fill.contactId,
      templateCode: fill.templateCode,
      moc: fill.moc,
      futureServiceInteractionId: fill.leadId,
    };
    return callApi(
      () => this.client.GET(POPULATED[family], { params: { query } }),
      PopulatedTemplateSchema,
      this.options,
    );
  }

  templates(family: TemplateFamily, scope: OfficeScope): Promise<Result<TemplateRecordPage, AppError>> {
    return callApi(
      () => this.client.GET(TEMPLATES[family], { params: { query: { ...scope, source: 'ALL' } } }),
      TemplateRecordPageSchema,
      this.options,
    );
  }

  dynamicTemplates(query: DynamicTemplateQuery): Promise<Result<TemplateRecordPage, AppError>> {
    return callApi(
      () =>
        this.client.POST('/dynamicTemplate/templateList', {
          body: defined({ ...query, templateCodes: query.templateCodes && [...query.templateCodes] }),
        }),
      TemplateRecordPageSchema,
      this.options,
    );
  }
}
