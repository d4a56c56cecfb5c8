import type { DeepLinkRecord } from './deep-link.rules.js';

/**
 * Spec 1 §2: what a deep link leaves in the browser (deeplinking, companyId, officeId, divisionId,
 * contactId), and where a logged-out user returns after login.
 */
export interface DeepLinkStore {
  save(record: DeepLinkRecord): void;
  load(): DeepLinkRecord | undefined;
  saveReturnPath(path: string): void;
  /** The stored return path, forgotten once read so it is followed only once. */
  takeReturnPath(): string | null;
}
