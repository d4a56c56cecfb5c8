import { ALREADY_ON_LIST, checkMailingListEntry, mailingListEntryKeys } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { MailingListRepository, type MailingListEntry } from './mailing-list.repository.js';

import { LIST_NOT_FOUND, requireMailingListTenant } from './mailing-list-access.js';

export { LIST_NOT_FOUND, TENANT_NOT_FOUND } from './mailing-list-access.js';
export const LIST_EXISTS = 'A mailing list with this code already exists.';

/** Mailing lists per tenant (the enterprise); codes begin with LIST- (checked by the contract first). */
export class MailingListService {
  private readonly repository: MailingListRepository;

  constructor(db: Database) {
    this.repository = new MailingListRepository(db);
  }

  async create(principal: Principal, request: Schemas['MailingListCreate']): Promise<Schemas['MailingList']> {
    this.requireTenant(principal, request.tenantId);
    const id = await this.repository.create(request.tenantId, request.code);
    if (id === null) throw badRequest(LIST_EXISTS);
    return { mailingListMasterId: id, code: request.code, tenantId: request.tenantId };
  }

  async lists(principal: Principal, tenantId: number): Promise<Schemas['MailingListPage']> {
    this.requireTenant(principal, tenantId);
    const data = await this.repository.lists(tenantId);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  async remove(principal: Principal, tenantId: number, listId: number): Promise<Schemas['Acknowledgement']> {
    this.requireTenant(principal, tenantId);
    if (!(await this.repository.remove(tenantId, listId))) throw notFound(LIST_NOT_FOUND);
    return { message: 'Successfully Deleted' };
  }

  async addDetail(
    principal: Principal,
    request: Schemas['MailingListDetailCreate'],
  ): Promise<Schemas['MailingListDetail']> {
    await this.requireList(principal, request.tenantId, request.mailingListMasterId);
    const { tenantId, mailingListMasterId, ...typed } = request;
    // The same rules as a CSV row: a cellular ('Invalid Number') or an e-mail ('Invalid Email'), stored clean.
    const checked = checkMailingListEntry(typed);
    if (!checked.ok) throw badRequest(checked.error);
    const entry = checked.value;
    const onList = new Set(
      (await this.repository.contacts(mailingListMasterId)).flatMap(mailingListEntryKeys),
    );
    if (mailingListEntryKeys(entry).some((key) => onList.has(key))) throw badRequest(ALREADY_ON_LIST);
    const id = await this.repository.addDetail(mailingListMasterId, entry);
    return toDetail(id, mailingListMasterId, tenantId, entry);
  }

  async details(
    principal: Principal,
    tenantId: number,
    listId: number,
  ): Promise<Schemas['MailingListDetailPage']> {
    await this.requireList(principal, tenantId, listId);
    const rows = await this.repository.details(listId);
    const data = rows.map((row) => toDetail(row.id, listId, tenantId, row.entry));
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  async removeDetail(
    principal: Principal,
    tenantId: number,
    detailId: number,
  ): Promise<Schemas['Acknowledgement']> {
    this.requireTenant(principal, tenantId);
    if (!(await this.repository.removeDetail(tenantId, detailId))) throw notFound(LIST_NOT_FOUND);
    return { message: 'Successfully Deleted' };
  }

  private async requireList(principal: Principal, tenantId: number, listId: number): Promise<void> {
    this.requireTenant(principal, tenantId);
    if (!(await this.repository.exists(tenantId, listId))) throw notFound(LIST_NOT_FOUND);
  }

  private requireTenant(principal: Principal, tenantId: number): void {
    requireMailingListTenant(principal, tenantId);
  }
}

const toDetail = (
  id: number,
  listId: number,
  tenantId: number,
  entry: MailingListEntry,
): Schemas['MailingListDetail'] => ({
  mailingListDetailsId: id,
  mailingListMasterId: listId,
  tenantId,
  firstName: entry.firstName ?? null,
  lastName: entry.lastName ?? null,
  email: entry.email ?? null,
  cellular: entry.cellular ?? null,
});
