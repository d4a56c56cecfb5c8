import type { LeadCache, LocalDataWiper, SessionStore } from '@torque/domain';

/** Spec 1 §3 and §4: the session, local storage and the local database (every Dexie table). */
export class BrowserLocalDataWiper implements LocalDataWiper {
  constructor(
    private readonly parts: {
      readonly sessionStore: SessionStore;
      readonly storage: Storage;
      /** The tab's session storage, cleared with the session. */
      readonly sessionStorage?: Storage;
      readonly leadCache: LeadCache;
    },
  ) {}

  clearSession(): void {
    this.parts.sessionStore.clear();
    this.parts.sessionStorage?.clear();
  }

  clearLocalStorage(): void {
    this.parts.storage.clear();
  }

  clearLocalDatabase(): Promise<void> {
    return this.parts.leadCache.clear();
  }
}
