import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';
import type {
  CustomTemplatePage,
  RenderedTemplate,
  StoredCustomTemplate,
  TemplateScope,
} from './template-records.schema.js';
import type { CustomTemplate } from './template-save.rules.js';

/** What is saved: the custom template, and whether it is the user's own (PERSONAL) or the group's. */
export type CustomTemplateDraft = CustomTemplate & { readonly scope?: TemplateScope };

export type CustomTemplateSearch = {
  readonly enterpriseId?: number;
  readonly serviceType?: string;
  readonly scope?: TemplateScope;
  readonly searchText?: string;
  readonly favoritesOnly?: boolean;
  readonly page: number;
  readonly size: number;
};

/** The user's and the enterprise's custom templates (spec 1 §2 templates, spec 2 §7). */
export interface CustomTemplateGateway {
  template(templateId: number): Promise<Result<StoredCustomTemplate, AppError>>;
  /** An existing templateId updates, otherwise adds; line breaks in the body are stored as br tags. */
  save(template: CustomTemplateDraft): Promise<Result<StoredCustomTemplate, AppError>>;
  search(search: CustomTemplateSearch): Promise<Result<CustomTemplatePage, AppError>>;
  /** The template with its placeholders filled in for a lead. */
  apply(templateId: number, leadId: LeadId): Promise<Result<RenderedTemplate, AppError>>;
  /** Adds to or removes from favourites ('Template added to favourites' / '... removed ...'). */
  setFavorite(templateId: number, favorite: boolean): Promise<Result<void, AppError>>;
  /** The Group tab: an enterprise's templates of a service type. */
  enterpriseTemplates(
    enterpriseId: number,
    serviceType: string,
  ): Promise<Result<CustomTemplatePage, AppError>>;
  /** The Personal tab: the user's templates of a service type. */
  userTemplates(serviceType: string): Promise<Result<CustomTemplatePage, AppError>>;
  delete(templateId: number): Promise<Result<void, AppError>>;
}
