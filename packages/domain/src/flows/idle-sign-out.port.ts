import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';

/** One unread-message response kept in the browser's unread-message store (spec 1 §3); its fields are the adapter's. */
export type StoredUnreadResponse = { readonly id: number | string; readonly [field: string]: unknown };

/** The unread-message responses stored locally, and the server call that reports one of them. */
export interface UnreadResponseOutbox {
  stored(): Promise<readonly StoredUnreadResponse[]>;
  report(response: StoredUnreadResponse): Promise<Result<void, AppError>>;
}

/** Everything the browser keeps for the signed-in user (spec 1 §3 local browser storage). */
export interface LocalDataWiper {
  clearSession(): void | Promise<void>;
  clearLocalStorage(): void | Promise<void>;
  clearLocalDatabase(): void | Promise<void>;
}

export interface PageReloader {
  reload(): void;
}

export type IdleSignOutPorts = {
  readonly outbox: UnreadResponseOutbox;
  readonly wiper: LocalDataWiper;
  readonly page: PageReloader;
};
