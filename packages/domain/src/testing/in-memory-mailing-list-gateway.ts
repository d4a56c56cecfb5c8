import type { AppError } from '../errors/app-error.js';
import {
  LIST_CHANGED_SINCE_PREVIEW,
  LIST_TEXT_SKIP_WORDS,
  listMemberOutcome,
  listTextCounts,
  listTextHeadline,
  NOBODY_ON_LIST_TO_TEXT,
} from '../forms/list-text.rules.js';
import {
  type ListTextRequest,
  mailingListCreateFailure,
  type MailingListGateway,
  type NewMailingListEntries,
  type NewMailingListEntry,
} from '../forms/mailing-list-gateway.port.js';
import {
  checkMailingListEntry,
  mailingListEntryKeys,
  planBulkEntries,
} from '../forms/mailing-list-entry.rules.js';
import { isMailingListCode, MAILING_LIST_PREFIX } from '../forms/mailing-list.rules.js';
import type {
  MailingList,
  MailingListAudience,
  MailingListBulkResult,
  MailingListEntry,
  ListTextPreview,
} from '../forms/mailing-list.schema.js';
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
  /** Not-yet-started leads the audience may reach, by id, with their customer's contact. */
  readonly #leads = new Map<number, { cellular?: string; email?: string }>();

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
    const checked = checkMailingListEntry(entry);
    if (!checked.ok) return err(serverRejection(400, checked.error));
    const clean = checked.value;
    const stored: MailingListEntry = {
      mailingListDetailsId: nextId(this.#entries.keys()),
      mailingListMasterId: entry.mailingListMasterId,
      tenantId: entry.tenantId,
      firstName: clean.firstName ?? null,
      lastName: clean.lastName ?? null,
      email: clean.email ?? null,
      cellular: clean.cellular ?? null,
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

  /** A not-yet-started lead in scope whose customer has this cellular and e-mail. */
  addLead(futureServiceInteractionId: number, customer: { cellular?: string; email?: string }): void {
    this.#leads.set(futureServiceInteractionId, customer);
  }

  async addEntries(request: NewMailingListEntries): Promise<Result<MailingListBulkResult, AppError>> {
    const refused =
      this.#failures.take('addEntries') ?? this.#unknownList(request.tenantId, request.mailingListMasterId);
    if (refused) return err(refused);
    const onList = [...this.#entries.values()].filter(
      (entry) => entry.mailingListMasterId === request.mailingListMasterId,
    );
    const plan = planBulkEntries(request.entries, onList.flatMap(mailingListEntryKeys));
    for (const { entry } of plan.valid) {
      await this.addEntry({
        tenantId: request.tenantId,
        mailingListMasterId: request.mailingListMasterId,
        ...entry,
      });
    }
    return ok({ added: plan.valid.length, skipped: [...plan.skipped] });
  }

  async audience(
    tenantId: number,
    mailingListMasterId: number,
  ): Promise<Result<MailingListAudience, AppError>> {
    const refused = this.#failures.take('audience') ?? this.#unknownList(tenantId, mailingListMasterId);
    if (refused) return err(refused);
    const entries = [...this.#entries.values()].filter(
      (entry) => entry.mailingListMasterId === mailingListMasterId,
    );
    const reached = new Set<number>();
    let matchedEntries = 0;
    for (const entry of entries) {
      const keys = new Set(mailingListEntryKeys(entry));
      const leads = [...this.#leads].filter(([, customer]) =>
        mailingListEntryKeys(customer).some((key) => keys.has(key)),
      );
      if (leads.length > 0) matchedEntries += 1;
      leads.forEach(([id]) => reached.add(id));
    }
    return ok({
      futureServiceInteractionIds: [...reached].sort((a, b) => a - b),
      matchedEntries,
      unmatchedEntries: entries.length - matchedEntries,
    });
  }

  /** The texts sendText queued, in order: the body as sent and the lead it went to. */
  readonly sentTexts: { readonly leadId: number; readonly body: string }[] = [];

  async previewText(request: ListTextRequest): Promise<Result<ListTextPreview, AppError>> {
    const refused =
      this.#failures.take('previewText') ?? this.#unknownList(request.tenantId, request.mailingListMasterId);
    return refused ? err(refused) : ok(this.#planText(request));
  }

  async sendText(request: ListTextRequest): Promise<Result<ListTextPreview, AppError>> {
    const refused =
      this.#failures.take('sendText') ?? this.#unknownList(request.tenantId, request.mailingListMasterId);
    if (refused) return err(refused);
    const plan = this.#planText(request);
    const { expected } = request;
    if (
      expected &&
      (expected.textNow !== plan.counts.textNow ||
        expected.held !== plan.counts.held ||
        expected.notTexted !== plan.counts.notTexted)
    )
      return err(serverRejection(400, LIST_CHANGED_SINCE_PREVIEW));
    if (plan.counts.textNow + plan.counts.held === 0)
      return err(serverRejection(400, NOBODY_ON_LIST_TO_TEXT));
    for (const member of plan.members)
      if (member.outcome !== 'NOT_TEXTED' && member.futureServiceInteractionId !== null)
        this.sentTexts.push({ leadId: member.futureServiceInteractionId, body: request.body });
    return ok(plan);
  }

  /** Every entry: texted now when a lead's customer matches it (no quiet hours in memory), else why not. */
  #planText(request: ListTextRequest): ListTextPreview {
    const at = new Date(0);
    const reached = new Set<number>();
    const members = [...this.#entries.values()]
      .filter((entry) => entry.mailingListMasterId === request.mailingListMasterId)
      .map((entry) => {
        const keys = new Set(mailingListEntryKeys(entry));
        const lead = [...this.#leads].find(([, customer]) =>
          mailingListEntryKeys(customer).some((key) => keys.has(key)),
        );
        const outcome = listMemberOutcome({
          hasMobileNumber: Boolean(entry.cellular ?? lead?.[1].cellular),
          customerFound: lead !== undefined,
          duplicate: lead !== undefined && reached.has(lead[0]),
          optedOut: false,
          landline: false,
          consentPending: false,
          notBefore: at,
          at,
        });
        if (lead) reached.add(lead[0]);
        return {
          mailingListDetailsId: entry.mailingListDetailsId,
          name: [entry.firstName, entry.lastName].filter(Boolean).join(' '),
          cellular: entry.cellular ?? lead?.[1].cellular ?? null,
          futureServiceInteractionId: lead?.[0] ?? null,
          outcome: outcome.kind,
          reasonCode: outcome.kind === 'NOT_TEXTED' ? outcome.reason : null,
          reason: outcome.kind === 'NOT_TEXTED' ? LIST_TEXT_SKIP_WORDS[outcome.reason] : null,
          sendAt: null,
          zone: 'America/New_York',
        };
      });
    const counts = listTextCounts(
      members.map((member) =>
        member.reasonCode === null
          ? { kind: 'TEXT_NOW' as const }
          : { kind: 'NOT_TEXTED' as const, reason: member.reasonCode },
      ),
    );
    const sample = members.some((member) => member.outcome === 'TEXT_NOW') ? request.body : null;
    return { members, counts, sampleText: sample, message: listTextHeadline(counts) };
  }

  #unknownList(tenantId: number, mailingListMasterId: number): AppError | undefined {
    const list = this.#lists.get(mailingListMasterId);
    return list && list.tenantId === tenantId
      ? undefined
      : serverRejection(404, `No mailing list ${mailingListMasterId}`);
  }
}
