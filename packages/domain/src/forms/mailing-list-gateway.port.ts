import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import { mailingListCreateError } from './mailing-list.rules.js';
import type { MailingListEntryInput } from './mailing-list-entry.rules.js';
import type {
  MailingList,
  MailingListAudience,
  MailingListBulkResult,
  MailingListEntry,
  ListTextPreview,
} from './mailing-list.schema.js';

export const MAILING_LIST_CREATE_FAILED = 'MAILING_LIST_CREATE_FAILED';

/** A refused mailing list create, worded from the server's first error (spec 1 §8). */
export const mailingListCreateFailure = (
  firstServerError: string | null | undefined,
  status?: number,
): AppError => ({
  code: MAILING_LIST_CREATE_FAILED,
  message: mailingListCreateError(firstServerError),
  tone: 'warning',
  ...(status === undefined ? {} : { status }),
});

export type NewMailingListEntry = {
  readonly tenantId: number;
  readonly mailingListMasterId: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly cellular?: string;
};

/** Many entries for one list at once (from a CSV file). */
export type NewMailingListEntries = {
  readonly tenantId: number;
  readonly mailingListMasterId: number;
  readonly entries: readonly MailingListEntryInput[];
};

/** One message to every entry of a list; `expected` is the preview's counts, which the send must match. */
export type ListTextRequest = {
  readonly tenantId: number;
  readonly mailingListMasterId: number;
  readonly body: string;
  readonly expected?: { readonly textNow: number; readonly held: number; readonly notTexted: number };
};

/** A tenant's mailing lists and their entries (spec 1 §5, spec 2 §5). */
export interface MailingListGateway {
  /**
   * Creates a list; a refusal reads 'List Should Start With LIST-' when the server's first error says
   * 'should begin with', otherwise 'Server Error!' (spec 1 §8).
   */
  create(tenantId: number, code: string): Promise<Result<MailingList, AppError>>;
  lists(tenantId: number): Promise<Result<readonly MailingList[], AppError>>;
  delete(tenantId: number, mailingListMasterId: number): Promise<Result<void, AppError>>;
  addEntry(entry: NewMailingListEntry): Promise<Result<MailingListEntry, AppError>>;
  entries(
    tenantId: number,
    mailingListMasterId: number,
  ): Promise<Result<readonly MailingListEntry[], AppError>>;
  deleteEntry(tenantId: number, mailingListDetailsId: number): Promise<Result<void, AppError>>;
  /** Adds the valid entries together; invalid ones and ones already on the list are skipped, with why. */
  addEntries(request: NewMailingListEntries): Promise<Result<MailingListBulkResult, AppError>>;
  /** The not-yet-started leads in the user's scope whose customer is on the list (at most 1000). */
  audience(tenantId: number, mailingListMasterId: number): Promise<Result<MailingListAudience, AppError>>;
  /** Who the text would reach and who not, and why, per entry; nothing is sent (issue 30). */
  previewText(request: ListTextRequest): Promise<Result<ListTextPreview, AppError>>;
  /** Sends it as previewed; refused when the plan no longer matches `expected`. */
  sendText(request: ListTextRequest): Promise<Result<ListTextPreview, AppError>>;
}
