import {
  favouriteNotice,
  renderTemplate,
  systemClock,
  TEMPLATE_DELETED,
  type Clock,
  type TemplateScope,
} from '@torque/domain';
import { withBookingLink, type BookingLinks } from '../booking-links/booking-links.js';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import {
  CustomTemplateRepository,
  toCustomTemplate,
  type CustomTemplateFilter,
  type CustomTemplateRow,
} from './custom-template.repository.js';
import { checkCustomTemplate } from './custom-template.rules.js';
import { leadTemplateContext } from './lead-template-context.js';
import { mayUseTemplate, requireEnterprise } from './template-access.js';
import { ENTERPRISE_CHANGE_REFUSED, SCOPE_CHANGE_REFUSED, templateNotFound } from './template.messages.js';

type Page = Schemas['CustomTemplatePage'];
export type CustomTemplateSearch = Schemas['CustomTemplateSearch'] & { page: number; size: number };

/** Custom templates (spec 1 §2 template picker, §3 editor): Personal and Group tabs, favourites. */
export class CustomTemplateService {
  private readonly templates: CustomTemplateRepository;

  constructor(
    private readonly db: Database,
    /** Issue 34: a template may carry the customer's booking link; staff see it in the rendered text. */
    private readonly bookingLinks?: BookingLinks,
    private readonly clock: Clock = systemClock,
  ) {
    this.templates = new CustomTemplateRepository(db);
  }

  async get(principal: Principal, templateId: number): Promise<Schemas['CustomTemplate']> {
    return toCustomTemplate(await this.usable(principal, templateId));
  }

  /** An existing templateId updates (the user's own, or a Group one), otherwise adds. */
  async save(principal: Principal, draft: Schemas['CustomTemplate']): Promise<Schemas['CustomTemplate']> {
    const checked = checkCustomTemplate(draft);
    await requireEnterprise(this.db, principal, checked.enterpriseId);
    if (checked.templateId === null) {
      const id = await this.templates.insert({
        ...checked,
        userId: (checked.scope ?? 'PERSONAL') === 'PERSONAL' ? principal.userId : null,
      });
      return this.get(principal, id);
    }
    const existing = await this.usable(principal, checked.templateId);
    if (checked.scope !== undefined && checked.scope !== scopeOf(existing))
      throw badRequest(SCOPE_CHANGE_REFUSED);
    if (checked.enterpriseId !== existing.enterpriseId) throw badRequest(ENTERPRISE_CHANGE_REFUSED);
    await this.templates.update(existing.id, checked);
    return this.get(principal, existing.id);
  }

  async search(principal: Principal, search: CustomTemplateSearch): Promise<Page> {
    if (search.enterpriseId !== undefined) await requireEnterprise(this.db, principal, search.enterpriseId);
    const { page, size, ...filter } = search;
    const found = await this.templates.list(this.filterFor(principal, filter), page, size);
    return pageOf(found.rows, found.total, page, size);
  }

  /** The Group tab: an enterprise's shared templates of a service type. */
  async enterpriseTemplates(principal: Principal, enterpriseId: number, serviceType: string): Promise<Page> {
    await requireEnterprise(this.db, principal, enterpriseId);
    return this.whole(principal, { enterpriseId, serviceType, scope: 'GROUP' });
  }

  /** The Personal tab: the user's own templates of a service type. */
  async userTemplates(principal: Principal, serviceType: string): Promise<Page> {
    return this.whole(principal, { serviceType, scope: 'PERSONAL' });
  }

  async apply(
    principal: Principal,
    request: Schemas['TemplateApplyRequest'],
  ): Promise<Schemas['RenderedTemplate']> {
    const template = await this.usable(principal, request.templateId);
    const fsiId = request.futureServiceInteractionId;
    const values = await leadTemplateContext(this.db, principal, fsiId);
    const context = await withBookingLink(
      this.db,
      this.bookingLinks,
      values,
      template.body,
      fsiId,
      this.clock.now(),
    );
    return { title: template.title, subject: null, body: renderTemplate(template.body, context) };
  }

  /** 'Add Me': favourites are the user's own, on any template they may use. */
  async setFavorite(
    principal: Principal,
    templateId: number,
    favorite: boolean,
  ): Promise<Schemas['Acknowledgement']> {
    await this.usable(principal, templateId);
    await this.templates.setFavorite(templateId, principal.userId, favorite);
    return { message: favouriteNotice(favorite) };
  }

  async delete(principal: Principal, templateId: number): Promise<Schemas['Acknowledgement']> {
    await this.usable(principal, templateId);
    await this.templates.delete(templateId);
    return { message: TEMPLATE_DELETED };
  }

  /** Someone else's Personal template, or another enterprise's, is reported as not found. */
  private async usable(principal: Principal, templateId: number): Promise<CustomTemplateRow> {
    const row = await this.templates.find(templateId, principal.userId);
    if (!row || !mayUseTemplate(principal, row)) throw notFound(templateNotFound(templateId));
    return row;
  }

  private async whole(principal: Principal, filter: Omit<CustomTemplateFilter, 'viewerId'>): Promise<Page> {
    const found = await this.templates.list(this.filterFor(principal, filter));
    return pageOf(found.rows, found.total, 0, found.rows.length);
  }

  private filterFor(
    principal: Principal,
    filter: Omit<CustomTemplateFilter, 'viewerId' | 'groupEnterpriseIds'>,
  ): CustomTemplateFilter {
    const everyEnterprise = dataScopeOf(principal).kind === 'all';
    return {
      ...filter,
      viewerId: principal.userId,
      groupEnterpriseIds: everyEnterprise ? 'all' : [principal.enterpriseId],
    };
  }
}

const scopeOf = (row: CustomTemplateRow): TemplateScope => (row.userId === null ? 'GROUP' : 'PERSONAL');

const pageOf = (rows: readonly CustomTemplateRow[], total: number, page: number, size: number): Page => ({
  data: rows.map(toCustomTemplate),
  response: 'Success',
  total,
  size,
  page,
});
