import type { AppError } from '../errors/app-error.js';
import { err, ok, type Result } from '../shared/result.js';
import type {
  CustomTemplateDraft,
  CustomTemplateGateway,
  CustomTemplateSearch,
} from '../templates/custom-template-gateway.port.js';
import { bodyToStored } from '../templates/template-body.js';
import { templateContextFromLead } from '../templates/template-context.js';
import type {
  CustomTemplatePage,
  RenderedTemplate,
  StoredCustomTemplate,
} from '../templates/template-records.schema.js';
import { renderTemplate } from '../templates/template-render.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { nextId, pageOf, pageRefusal, wholePage } from './paging.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof CustomTemplateGateway;

const mentions = (template: StoredCustomTemplate, text: string | undefined): boolean =>
  text === undefined || `${template.title} ${template.body}`.toLowerCase().includes(text.toLowerCase());

/**
 * Custom templates in memory, one user's view: PERSONAL templates are the user's tab, GROUP templates
 * the enterprise's. Saving with a templateId updates, otherwise adds with the next id; bodies are
 * stored with br tags. Applying fills the placeholders from the lead gateway fake's lead.
 */
export class InMemoryCustomTemplateGateway implements CustomTemplateGateway {
  readonly #templates = new Map<number, StoredCustomTemplate>();
  readonly #failures = new FailureQueue<Operation>();

  constructor(private readonly leads?: InMemoryLeadGateway) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async template(templateId: number): Promise<Result<StoredCustomTemplate, AppError>> {
    const refused = this.#failures.take('template') ?? this.#unknown(templateId);
    const found = this.#templates.get(templateId);
    return refused || !found ? err(refused ?? this.#missing(templateId)) : ok(found);
  }

  async save(draft: CustomTemplateDraft): Promise<Result<StoredCustomTemplate, AppError>> {
    const updating = draft.templateId ?? null;
    const refused = this.#failures.take('save') ?? (updating === null ? undefined : this.#unknown(updating));
    if (refused) return err(refused);
    const id = updating ?? nextId(this.#templates.keys());
    const previous = this.#templates.get(id);
    const stored: StoredCustomTemplate = {
      ...draft,
      id,
      templateId: id,
      body: bodyToStored(draft.body),
      scope: draft.scope ?? previous?.scope ?? 'PERSONAL',
      favorite: previous?.favorite ?? false,
    };
    this.#templates.set(id, stored);
    return ok(stored);
  }

  async search(search: CustomTemplateSearch): Promise<Result<CustomTemplatePage, AppError>> {
    const refused = this.#failures.take('search') ?? pageRefusal(search.page, search.size);
    if (refused) return err(refused);
    const found = this.#all().filter(
      (t) =>
        (search.enterpriseId === undefined || t.enterpriseId === search.enterpriseId) &&
        (search.serviceType === undefined || t.serviceType === search.serviceType) &&
        (search.scope === undefined || t.scope === search.scope) &&
        (!search.favoritesOnly || t.favorite === true) &&
        mentions(t, search.searchText),
    );
    return ok(pageOf(found, search.page, search.size));
  }

  async apply(templateId: number, leadId: LeadId): Promise<Result<RenderedTemplate, AppError>> {
    const refused = this.#failures.take('apply') ?? this.#unknown(templateId) ?? this.leads?.unknown(leadId);
    const template = this.#templates.get(templateId);
    if (refused || !template) return err(refused ?? this.#missing(templateId));
    const lead = this.leads?.find(leadId);
    const body = lead ? renderTemplate(template.body, templateContextFromLead(lead, null)) : template.body;
    return ok({ title: template.title, subject: null, body });
  }

  async setFavorite(templateId: number, favorite: boolean): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('setFavorite') ?? this.#unknown(templateId);
    const template = this.#templates.get(templateId);
    if (refused || !template) return err(refused ?? this.#missing(templateId));
    this.#templates.set(templateId, { ...template, favorite });
    return ok(undefined);
  }

  async enterpriseTemplates(
    enterpriseId: number,
    serviceType: string,
  ): Promise<Result<CustomTemplatePage, AppError>> {
    const failure = this.#failures.take('enterpriseTemplates');
    if (failure) return err(failure);
    return ok(
      wholePage(
        this.#all().filter(
          (t) => t.scope === 'GROUP' && t.enterpriseId === enterpriseId && t.serviceType === serviceType,
        ),
      ),
    );
  }

  async userTemplates(serviceType: string): Promise<Result<CustomTemplatePage, AppError>> {
    const failure = this.#failures.take('userTemplates');
    if (failure) return err(failure);
    return ok(wholePage(this.#all().filter((t) => t.scope === 'PERSONAL' && t.serviceType === serviceType)));
  }

  async delete(templateId: number): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('delete') ?? this.#unknown(templateId);
    if (refused) return err(refused);
    this.#templates.delete(templateId);
    return ok(undefined);
  }

  #all(): StoredCustomTemplate[] {
    return [...this.#templates.values()];
  }

  #unknown(templateId: number): AppError | undefined {
    return this.#templates.has(templateId) ? undefined : this.#missing(templateId);
  }

  #missing(templateId: number): AppError {
    return serverRejection(404, `No template ${templateId}`);
  }
}
