import {
  bodyToStored,
  CustomTemplatePageSchema,
  RenderedTemplateSchema,
  StoredCustomTemplateSchema,
  type AppError,
  type CustomTemplateDraft,
  type CustomTemplateGateway,
  type CustomTemplatePage,
  type CustomTemplateSearch,
  type LeadId,
  type RenderedTemplate,
  type Result,
  type StoredCustomTemplate,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, defined } from './call-helpers.js';

/** Custom templates (spec 1 §2 templates). Failures go through the central interpretation (spec 1 §8). */
export class HttpCustomTemplateGateway implements CustomTemplateGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  template(templateId: number): Promise<Result<StoredCustomTemplate, AppError>> {
    return callApi(
      () => this.client.GET('/api/customTemplate', { params: { query: { templateId } } }),
      StoredCustomTemplateSchema,
      this.options,
    );
  }

  /** Line breaks in the body are sent as br tags (spec 1 §5). */
  save(template: CustomTemplateDraft): Promise<Result<StoredCustomTemplate, AppError>> {
    return callApi(
      () =>
        this.client.POST('/api/customTemplate', {
          body: defined({ ...template, body: bodyToStored(template.body) }),
        }),
      StoredCustomTemplateSchema,
      this.options,
    );
  }

  search(search: CustomTemplateSearch): Promise<Result<CustomTemplatePage, AppError>> {
    const { page, size, ...filter } = search;
    return callApi(
      () =>
        this.client.POST('/api/customTemplate/search', {
          params: { query: { page, size } },
          body: defined({ ...filter }),
        }),
      CustomTemplatePageSchema,
      this.options,
    );
  }

  apply(templateId: number, leadId: LeadId): Promise<Result<RenderedTemplate, AppError>> {
    return callApi(
      () =>
        this.client.POST('/api/customTemplate/apply', {
          body: { templateId, futureServiceInteractionId: leadId },
        }),
      RenderedTemplateSchema,
      this.options,
    );
  }

  setFavorite(templateId: number, favorite: boolean): Promise<Result<void, AppError>> {
    const params = { path: { templateId } };
    return acknowledged(
      () =>
        favorite
          ? this.client.POST('/api/customTemplate/favorite/{templateId}', { params })
          : this.client.DELETE('/api/customTemplate/favorite/{templateId}', { params }),
      this.options,
    );
  }

  enterpriseTemplates(
    enterpriseId: number,
    serviceType: string,
  ): Promise<Result<CustomTemplatePage, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/customTemplate/{enterpriseId}/{serviceType}', {
          params: { path: { enterpriseId, serviceType } },
        }),
      CustomTemplatePageSchema,
      this.options,
    );
  }

  userTemplates(serviceType: string): Promise<Result<CustomTemplatePage, AppError>> {
    return callApi(
      () => this.client.GET('/api/customTemplate/user/{serviceType}', { params: { path: { serviceType } } }),
      CustomTemplatePageSchema,
      this.options,
    );
  }

  delete(templateId: number): Promise<Result<void, AppError>> {
    return acknowledged(
      () => this.client.DELETE('/api/customTemplate/{templateId}', { params: { path: { templateId } } }),
      this.options,
    );
  }
}
