import type { AppError } from '../errors/app-error.js';
import type { OfficeScope } from '../session/office-scope.js';
import { err, ok, type Result } from '../shared/result.js';
import type {
  CompanyTemplateGateway,
  DynamicTemplateQuery,
  TemplateFamily,
  TemplateFill,
} from '../templates/company-template-gateway.port.js';
import { templateContextFromLead } from '../templates/template-context.js';
import type {
  PopulatedTemplate,
  TemplateRecord,
  TemplateRecordPage,
} from '../templates/template-records.schema.js';
import { renderTemplate } from '../templates/template-render.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { nextId, wholePage } from './paging.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof CompanyTemplateGateway;
type Held = {
  readonly scope: OfficeScope;
  readonly family: TemplateFamily | 'company';
  readonly record: TemplateRecord;
};

const sameScope = (a: Partial<OfficeScope>, b: OfficeScope): boolean =>
  (a.companyId === undefined || a.companyId === b.companyId) &&
  (a.divisionId === undefined || a.divisionId === b.divisionId) &&
  (a.officeId === undefined || a.officeId === b.officeId);

/**
 * Company templates in memory, per office scope. Service and sales templates are placed by a test
 * (`put`); saved company templates are kept by template code (saving a code again replaces it).
 * Populating fills the placeholders from the lead gateway fake's lead.
 */
export class InMemoryCompanyTemplateGateway implements CompanyTemplateGateway {
  readonly #held: Held[] = [];
  readonly #failures = new FailureQueue<Operation>();

  constructor(private readonly leads?: InMemoryLeadGateway) {}

  put(family: TemplateFamily, scope: OfficeScope, record: TemplateRecord): void {
    this.#held.push({
      scope,
      family,
      record: { ...record, templateId: record.templateId ?? this.#nextId() },
    });
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async companyTemplates(scope: OfficeScope): Promise<Result<TemplateRecordPage, AppError>> {
    return this.#page('companyTemplates', (held) => sameScope(scope, held.scope));
  }

  async saveCompanyTemplate(
    scope: OfficeScope,
    record: TemplateRecord,
  ): Promise<Result<TemplateRecord, AppError>> {
    const failure = this.#failures.take('saveCompanyTemplate');
    if (failure) return err(failure);
    const index = this.#held.findIndex(
      (held) =>
        held.family === 'company' &&
        sameScope(scope, held.scope) &&
        held.record.templateCode === record.templateCode,
    );
    const previous = this.#held[index];
    const stored = {
      ...record,
      templateId: record.templateId ?? previous?.record.templateId ?? this.#nextId(),
    };
    if (index >= 0) this.#held.splice(index, 1);
    this.#held.push({ scope, family: 'company', record: stored });
    return ok(stored);
  }

  async populated(
    family: TemplateFamily,
    scope: OfficeScope,
    fill: TemplateFill,
  ): Promise<Result<PopulatedTemplate, AppError>> {
    const held = this.#held.find(
      (h) =>
        h.family === family &&
        sameScope(scope, h.scope) &&
        h.record.templateCode === fill.templateCode &&
        (h.record.moc ?? fill.moc) === fill.moc,
    );
    const refused =
      this.#failures.take('populated') ??
      this.leads?.unknown(fill.leadId) ??
      (held ? undefined : serverRejection(404, `No ${family} template ${fill.templateCode}`));
    if (refused || !held) return err(refused ?? serverRejection(404, `No template ${fill.templateCode}`));
    const lead = this.leads?.find(fill.leadId);
    const { record } = held;
    const body = lead ? renderTemplate(record.body, templateContextFromLead(lead, null)) : record.body;
    return ok({ templateCode: record.templateCode, moc: fill.moc, subject: record.subject ?? null, body });
  }

  templates(family: TemplateFamily, scope: OfficeScope): Promise<Result<TemplateRecordPage, AppError>> {
    return this.#page('templates', (held) => held.family === family && sameScope(scope, held.scope));
  }

  dynamicTemplates(query: DynamicTemplateQuery): Promise<Result<TemplateRecordPage, AppError>> {
    return this.#page(
      'dynamicTemplates',
      (held) =>
        sameScope(query, held.scope) &&
        (query.templateCodes === undefined || query.templateCodes.includes(held.record.templateCode)) &&
        (query.moc === undefined || held.record.moc === query.moc),
    );
  }

  async #page(
    operation: Operation,
    keep: (held: Held) => boolean,
  ): Promise<Result<TemplateRecordPage, AppError>> {
    const failure = this.#failures.take(operation);
    return failure ? err(failure) : ok(wholePage(this.#held.filter(keep).map((held) => held.record)));
  }

  #nextId(): number {
    return nextId(this.#held.map((held) => held.record.templateId ?? 0));
  }
}
