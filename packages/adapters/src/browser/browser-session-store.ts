import { UserSessionSchema, type SessionStore, type UserSession } from '@torque/domain';

/** The key spec 1 §3 names for the stored session. */
export const USER_DATA_KEY = 'userData';

/** The signed-in session in browser storage; a corrupt or foreign value counts as signed out. */
export class BrowserSessionStore implements SessionStore {
  constructor(private readonly storage: Storage) {}

  load(): UserSession | null {
    const raw = this.storage.getItem(USER_DATA_KEY);
    if (raw === null) return null;
    try {
      const parsed = UserSessionSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  save(session: UserSession): void {
    this.storage.setItem(USER_DATA_KEY, JSON.stringify(session));
  }

  clear(): void {
    this.storage.removeItem(USER_DATA_KEY);
  }
}
