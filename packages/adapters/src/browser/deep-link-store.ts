import type { DeepLinkRecord, DeepLinkStore } from '@torque/domain';

/** Spec 1 §2 names the stored values; each keeps its own key, as the product has always stored them. */
export const DEEP_LINK_KEYS = ['deeplinking', 'companyId', 'officeId', 'divisionId', 'contactId'] as const;
export const RETURN_PATH_KEY = 'returnPath';

/** Deep-link values and the after-login return path in browser storage. */
export class BrowserDeepLinkStore implements DeepLinkStore {
  constructor(private readonly storage: Storage) {}

  save(record: DeepLinkRecord): void {
    for (const key of DEEP_LINK_KEYS) {
      const value = record[key];
      if (value === undefined) this.storage.removeItem(key);
      else this.storage.setItem(key, value);
    }
  }

  load(): DeepLinkRecord | undefined {
    const deeplinking = this.storage.getItem('deeplinking');
    if (deeplinking === null) return undefined;
    const record: Record<string, string> = { deeplinking };
    for (const key of DEEP_LINK_KEYS) {
      const value = this.storage.getItem(key);
      if (value !== null) record[key] = value;
    }
    return record as DeepLinkRecord;
  }

  saveReturnPath(path: string): void {
    this.storage.setItem(RETURN_PATH_KEY, path);
  }

  takeReturnPath(): string | null {
    const path = this.storage.getItem(RETURN_PATH_KEY);
    this.storage.removeItem(RETURN_PATH_KEY);
    return path;
  }
}

/** Spec 1 §1: the stored url value the deployment variant may be read from. */
export const STORED_URL_KEY = 'url';

export const storedUrlOf = (storage: Storage): string | null => storage.getItem(STORED_URL_KEY);
