import type { LeadCache, SessionStore } from '@torque/domain';

export type SignOutEffects = {
  readonly sessionStore: SessionStore;
  readonly leadCache: LeadCache;
  readonly storage: Storage;
  /** Where the browser goes afterwards; a full load so no state of the old session survives. */
  readonly goTo: (path: string) => void;
};

/** Spec 1 §4 and §8: clear the session, local storage and the local database, then go to login. */
export async function clearLocalSession(effects: SignOutEffects): Promise<void> {
  effects.sessionStore.clear();
  effects.storage.clear();
  await effects.leadCache.clear().catch(() => undefined);
}

export function createUnauthorizedHandler(effects: SignOutEffects): () => void {
  let handling = false;
  return () => {
    if (handling) return;
    handling = true;
    void clearLocalSession(effects).finally(() => effects.goTo('/login'));
  };
}
