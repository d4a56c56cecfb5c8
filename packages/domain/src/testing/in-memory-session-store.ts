import type { SessionStore } from '../session/session-store.port.js';
import { UserSessionSchema, type UserSession } from '../session/user-session.schema.js';

/**
 * Browser storage's `userData` in memory: the session is kept as JSON text and parsed on load,
 * so a corrupt or outdated entry reads as no session, as it does in the browser adapter.
 */
export class InMemorySessionStore implements SessionStore {
  #text: string | null = null;

  constructor(initial?: UserSession) {
    if (initial) this.save(initial);
  }

  load(): UserSession | null {
    if (this.#text === null) return null;
    try {
      const parsed = UserSessionSchema.safeParse(JSON.parse(this.#text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  save(session: UserSession): void {
    this.#text = JSON.stringify(session);
  }

  clear(): void {
    this.#text = null;
  }

  /** Plants raw stored text, e.g. what an older release or another tab left behind. */
  writeRaw(text: string): void {
    this.#text = text;
  }
}
