import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

export type MailingListEntry = { firstName?: string; lastName?: string; email?: string; cellular?: string };

/** mailing_list and its mailing_list_detail entries, always within one tenant. */
export class MailingListRepository {
  constructor(private readonly db: Queryable) {}

  /** The new list's id, or null when the tenant already has a list with the code. */
  async create(tenantId: number, code: string): Promise<number | null> {
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO mailing_list (tenant_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [tenantId, code],
    );
    return rows[0]?.id ?? null;
  }

  lists(tenantId: number): Promise<Schemas['MailingList'][]> {
    return this.db.query<Schemas['MailingList']>(
      'SELECT id AS "mailingListMasterId", code, tenant_id AS "tenantId" FROM mailing_list WHERE tenant_id = $1 ORDER BY id',
      [tenantId],
    );
  }

  /** False when the tenant has no such list. */
  async remove(tenantId: number, listId: number): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM mailing_list WHERE id = $1 AND tenant_id = $2 RETURNING id',
      [listId, tenantId],
    );
    return rows.length > 0;
  }

  async exists(tenantId: number, listId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM mailing_list WHERE id = $1 AND tenant_id = $2', [
      listId,
      tenantId,
    ]);
    return rows.length > 0;
  }

  /** Locks the tenant's list until the transaction ends, so two bulk adds cannot both add one person. */
  async lockList(tenantId: number, listId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM mailing_list WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
      [listId, tenantId],
    );
    return rows.length > 0;
  }

  /** The cellulars and e-mails already on the list (the duplicate check's keys). */
  contacts(listId: number): Promise<{ cellular: string | null; email: string | null }[]> {
    return this.db.query<{ cellular: string | null; email: string | null }>(
      `SELECT entry->>'cellular' AS cellular, lower(entry->>'email') AS email
         FROM mailing_list_detail WHERE mailing_list_id = $1`,
      [listId],
    );
  }

  /** Adds the entries in one statement, in the order given. */
  async addDetails(listId: number, entries: readonly MailingListEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.query(
      `INSERT INTO mailing_list_detail (mailing_list_id, entry)
       SELECT $1, e.value FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(value, n) ORDER BY e.n`,
      [listId, JSON.stringify(entries)],
    );
  }

  async addDetail(listId: number, entry: MailingListEntry): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      'INSERT INTO mailing_list_detail (mailing_list_id, entry) VALUES ($1, $2::jsonb) RETURNING id',
      [listId, JSON.stringify(entry)],
    );
    return row!.id;
  }

  details(listId: number): Promise<{ id: number; entry: MailingListEntry }[]> {
    return this.db.query<{ id: number; entry: MailingListEntry }>(
      'SELECT id, entry FROM mailing_list_detail WHERE mailing_list_id = $1 ORDER BY id',
      [listId],
    );
  }

  /** False when no entry with the id sits in one of the tenant's lists. */
  async removeDetail(tenantId: number, detailId: number): Promise<boolean> {
    const rows = await this.db.query(
      `DELETE FROM mailing_list_detail d USING mailing_list l
        WHERE d.id = $1 AND l.id = d.mailing_list_id AND l.tenant_id = $2 RETURNING d.id`,
      [detailId, tenantId],
    );
    return rows.length > 0;
  }
}
