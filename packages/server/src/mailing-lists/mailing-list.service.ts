import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';

export const TENANT_NOT_FOUND = 'Tenant not found.';
export const LIST_NOT_FOUND = 'Mailing list not found.';
export const LIST_EXISTS = 'A mailing list with this code already exists.';

type Entry = { firstName?: string; lastName?: string; email?: string; cellular?: string };

/** Mailing lists per tenant (the enterprise); codes begin with LIST- (checked by the contract first). */
export class MailingListService {
  constructor(private readonly db: Database) {}

  async create(principal: Principal, request: Schemas['MailingListCreate']): Promise<Schemas['MailingList']> {
    this.requireTenant(principal, request.tenantId);
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO mailing_list (tenant_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [request.tenantId, request.code],
    );
    if (!rows[0]) throw badRequest(LIST_EXISTS);
    return { mailingListMasterId: rows[0].id, code: request.code, tenantId: request.tenantId };
  }

  async lists(principal: Principal, tenantId: number): Promise<Schemas['MailingListPage']> {
    this.requireTenant(principal, tenantId);
    const data = await this.db.query<Schemas['MailingList']>(
      'SELECT id AS "mailingListMasterId", code, tenant_id AS "tenantId" FROM mailing_list WHERE tenant_id = $1 ORDER BY id',
      [tenantId],
    );
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  async remove(principal: Principal, tenantId: number, listId: number): Promise<Schemas['Acknowledgement']> {
    this.requireTenant(principal, tenantId);
    const rows = await this.db.query(
      'DELETE FROM mailing_list WHERE id = $1 AND tenant_id = $2 RETURNING id',
      [listId, tenantId],
    );
    if (rows.length === 0) throw notFound(LIST_NOT_FOUND);
    return { message: 'Successfully Deleted' };
  }

  async addDetail(
    principal: Principal,
    request: Schemas['MailingListDetailCreate'],
  ): Promise<Schemas['MailingListDetail']> {
    await this.requireList(principal, request.tenantId, request.mailingListMasterId);
    const { tenantId, mailingListMasterId, ...entry } = request;
    const [row] = await this.db.query<{ id: number }>(
      'INSERT INTO mailing_list_detail (mailing_list_id, entry) VALUES ($1, $2::jsonb) RETURNING id',
      [mailingListMasterId, JSON.stringify(entry)],
    );
    return toDetail(row!.id, mailingListMasterId, tenantId, entry);
  }

  async details(
    principal: Principal,
    tenantId: number,
    listId: number,
  ): Promise<Schemas['MailingListDetailPage']> {
    await this.requireList(principal, tenantId, listId);
    const rows = await this.db.query<{ id: number; entry: Entry }>(
      'SELECT id, entry FROM mailing_list_detail WHERE mailing_list_id = $1 ORDER BY id',
      [listId],
    );
    const data = rows.map((row) => toDetail(row.id, listId, tenantId, row.entry));
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  async removeDetail(
    principal: Principal,
    tenantId: number,
    detailId: number,
  ): Promise<Schemas['Acknowledgement']> {
    this.requireTenant(principal, tenantId);
    const rows = await this.db.query(
      `DELETE FROM mailing_list_detail d USING mailing_list l
        WHERE d.id = $1 AND l.id = d.mailing_list_id AND l.tenant_id = $2 RETURNING d.id`,
      [detailId, tenantId],
    );
    if (rows.length === 0) throw notFound(LIST_NOT_FOUND);
    return { message: 'Successfully Deleted' };
  }

  private async requireList(principal: Principal, tenantId: number, listId: number): Promise<void> {
    this.requireTenant(principal, tenantId);
    const rows = await this.db.query('SELECT 1 FROM mailing_list WHERE id = $1 AND tenant_id = $2', [
      listId,
      tenantId,
    ]);
    if (rows.length === 0) throw notFound(LIST_NOT_FOUND);
  }

  /** The tenant is the user's enterprise; super roles may work on any. */
  private requireTenant(principal: Principal, tenantId: number): void {
    if (dataScopeOf(principal).kind !== 'all' && principal.enterpriseId !== tenantId)
      throw notFound(TENANT_NOT_FOUND);
  }
}

const toDetail = (
  id: number,
  listId: number,
  tenantId: number,
  entry: Entry,
): Schemas['MailingListDetail'] => ({
  mailingListDetailsId: id,
  mailingListMasterId: listId,
  tenantId,
  firstName: entry.firstName ?? null,
  lastName: entry.lastName ?? null,
  email: entry.email ?? null,
  cellular: entry.cellular ?? null,
});
