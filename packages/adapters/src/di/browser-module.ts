import type { SessionStore } from '@torque/domain';
import { ContainerModule } from 'inversify';
import { BrowserSessionStore } from '../browser/browser-session-store.js';
import { createUnauthorizedHandler } from '../browser/sign-out.js';
import { createApiClient } from '../http/api-client.js';
import { HttpAssistantGateway } from '../http/assistants.http.js';
import { HttpAuthGateway } from '../http/auth.http.js';
import { HttpConversationGateway } from '../http/conversation.http.js';
import { HttpLeadGateway } from '../http/leads.http.js';
import { DexieInboxCache } from '../idb/dexie-inbox-cache.js';
import { DexieLeadCache } from '../idb/dexie-lead-cache.js';
import { DexieSavedChats } from '../idb/dexie-saved-chats.js';
import { rememberingConversations } from '../http/remembering-conversation-gateway.js';
import { TorqueDb } from '../idb/torque-db.js';
import { SseRealtimeFeed } from '../browser/realtime-client.js';
import { TOKENS } from './tokens.js';

export type BrowserAdapterConfig = {
  /** The main API host; '' is the page's own origin (the embedded default). */
  readonly apiBaseUrl: string;
  readonly storage: Storage;
  readonly goTo: (path: string) => void;
};

/** Binds every port to its browser adapter; shared state lives in singletons. */
export function browserAdapterModule(config: BrowserAdapterConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const sessionStore = new BrowserSessionStore(config.storage);
    bind(TOKENS.SessionStore).toConstantValue(sessionStore);
    bind(TOKENS.TorqueDb).toConstantValue(new TorqueDb(undefined, () => sessionStore.load() !== null));
    bind(TOKENS.LeadCache)
      .toResolvedValue((db: TorqueDb) => new DexieLeadCache(db), [TOKENS.TorqueDb])
      .inSingletonScope();
    bind(TOKENS.InboxCache)
      .toResolvedValue((db: TorqueDb) => new DexieInboxCache(db), [TOKENS.TorqueDb])
      .inSingletonScope();
    bind(TOKENS.OnUnauthorized)
      .toResolvedValue(
        (sessionStore, leadCache) =>
          createUnauthorizedHandler({ sessionStore, leadCache, storage: config.storage, goTo: config.goTo }),
        [TOKENS.SessionStore, TOKENS.LeadCache],
      )
      .inSingletonScope();
    // The realtime stream carries the stored token; a 401 there signs out like any other call.
    bind(TOKENS.RealtimeFeed)
      .toResolvedValue(
        (sessionStore: SessionStore, onUnauthorized: () => void) =>
          new SseRealtimeFeed({
            baseUrl: config.apiBaseUrl,
            authToken: () => sessionStore.load()?.authToken,
            onUnauthorized,
          }),
        [TOKENS.SessionStore, TOKENS.OnUnauthorized],
      )
      .inSingletonScope();
    bind(TOKENS.ApiClient)
      .toResolvedValue(
        (sessionStore) => createApiClient({ baseUrl: config.apiBaseUrl, sessionStore }),
        [TOKENS.SessionStore],
      )
      .inSingletonScope();
    bind(TOKENS.AuthGateway)
      .toResolvedValue(
        (client, onUnauthorized) => new HttpAuthGateway(client, { onUnauthorized }),
        [TOKENS.ApiClient, TOKENS.OnUnauthorized],
      )
      .inSingletonScope();
    bind(TOKENS.LeadGateway)
      .toResolvedValue(
        (client, sessionStore, onUnauthorized) =>
          new HttpLeadGateway(client, sessionStore, { onUnauthorized }),
        [TOKENS.ApiClient, TOKENS.SessionStore, TOKENS.OnUnauthorized],
      )
      .inSingletonScope();
    // Histories are saved as chat records and reads kept until confirmed (remembering-conversation-gateway).
    bind(TOKENS.ConversationGateway)
      .toResolvedValue(
        (client, onUnauthorized, db: TorqueDb) =>
          rememberingConversations(new HttpConversationGateway(client, { onUnauthorized }), {
            db,
            chats: new DexieSavedChats(db),
          }),
        [TOKENS.ApiClient, TOKENS.OnUnauthorized, TOKENS.TorqueDb],
      )
      .inSingletonScope();
    bind(TOKENS.AssistantGateway)
      .toResolvedValue(
        (client, onUnauthorized) => new HttpAssistantGateway(client, { onUnauthorized }),
        [TOKENS.ApiClient, TOKENS.OnUnauthorized],
      )
      .inSingletonScope();
  });
}
