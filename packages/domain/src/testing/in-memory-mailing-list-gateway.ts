import type { AppError } from '../errors/app-error.js';
import {
  mailingListCreateFailure,
  type MailingListGateway,
  type NewMailingListEntry,
} from '../forms/mailing-list-gateway.port.js';
import { isMailingListCode, MAILING_LIST_PREFIX } from '../forms/mailing-list.rules.js';
import type { MailingList, MailingListEntry } from '../forms/mailing-list.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { nextId } from './paging.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof MailingListGateway;

/** The server's wording for a code without the prefix (matched by mailingListCreateError). */
export const CODE_SHOULD_BEGIN_WITH = `code should begin with ${MAILING_LIST_PREFIX}`;

/**
 * Mailing lists in memory, per tenant, ids from 1. A code without LIST- is refused as the real adapter
 * words it ('List Should Start With LIST-'); deleting a list deletes its entries.
 */
export class InMemoryMailingListGateway implements MailingListGateway {
  readonly #lists = new Map<number, MailingList>();
  readonly #entries = new Map<number, MailingListEntry>();
  readonly #failures = new FailureQueue<Operation>();

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async create(tenantId: number, code: string): Promise<Result<MailingList, AppError>> {
    const refused =
      this.#failures.take('create') ??
      (isMailingListCode(code) ? undefined : mailingListCreateFailure(CODE_SHOULD_BEGIN_WITH, 400));
    if (refused) return err(refused);
    const list: MailingList = { mailingListMasterId: nextId(this.#lists.keys()), code, tenantId };
    this.#lists.set(list.mailingListMasterId, list);
    return ok(list);
  }

  async lists(tenantId: number): Promise<Result<readonly MailingList[], AppError>> {
    const failure = this.#failures.take('lists');
    if (failure) return err(failure);
    return ok([...this.#lists.values()].filter((list) => list.tenantId === tenantId));
  }

  async delete(tenantId: number, mailingListMasterId: number): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('delete') ?? this.#unknownList(tenantId, mailingListMasterId);
    if (refused) return err(refused);
    this.#lists.delete(mailingListMasterId);
    for (const [id, entry] of this.#entries) {
      if (entry.mailingListMasterId === mailingListMasterId) this.#entries.delete(id);
    }
    return ok(undefined);
  }

  async addEntry(entry: NewMailingListEntry): Promise<Result<MailingListEntry, AppError>> {
    const refused =
      this.#failures.take('addEntry') ?? this.#unknownList(entry.tenantId, entry.mailingListMasterId);
    if (refused) return err(refused);
    const stored: MailingListEntry = {
      mailingListDetailsId: nextId(this.#entries.keys()),
      mailingListMasterId: entry.mailingListMasterId,
      tenantId: entry.tenantId,
      firstName: entry.firstName ?? null,
      lastName: entry.lastName ?? null,
      email: entry.email ?? null,
      cellular: entry.cellular ?? null,
    };
    this.#entries.set(stored.mailingListDetailsId, stored);
    return ok(stored);
  }

  async entries(
    tenantId: number,
    mailingListMasterId: number,
  ): Promise<Result<readonly MailingListEntry[], AppError>> {
    const refused = this.#failures.take('entries') ?? this.#unknownList(tenantId, mailingListMasterId);
    if (refused) return err(refused);
    return ok(
      [...this.#entries.values()].filter((entry) => entry.mailingListMasterId === mailingListMasterId),
    );
  }

  async deleteEntry(tenantId: number, mailingListDetailsId: number): Promise<Result<void, AppError>> {
    const entry = this.#entries.get(mailingListDetailsId);
    const refused =
      this.#failures.take('deleteEntry') ??
      (entry && entry.tenantId === tenantId
        ? undefined
        : serverRejection(404, `No entry ${mailingListDetailsId}`));
    if (refused) return err(refused);
    this.#entries.delete(mailingListDetailsId);
    return ok(undefined);
  }

  #unknownList(tenantId: number, mailingListMasterId: number): AppError | undefined {
    const list = this.#lists.get(mailingListMasterId);
    return list && list.tenantId === tenantId
      ? undefined
      : serverRejection(404, `No mailing list ${mailingListMasterId}`);
  }
}
