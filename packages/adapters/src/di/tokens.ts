import type {
  AssistantGateway,
  AuthGateway,
  ConversationGateway,
  InboxCache,
  LeadCache,
  LeadGateway,
  RealtimeFeed,
  SessionStore,
} from '@torque/domain';
import type { ServiceIdentifier } from 'inversify';
import type { ApiClient } from '../http/api-client.js';
import type { TorqueDb } from '../idb/torque-db.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`torque.${name}`);

/** Symbol tokens for every port; decorator-free, so Vite and vitest need no metadata. */
export const TOKENS = {
  SessionStore: token<SessionStore>('SessionStore'),
  ApiClient: token<ApiClient>('ApiClient'),
  TorqueDb: token<TorqueDb>('TorqueDb'),
  LeadCache: token<LeadCache>('LeadCache'),
  InboxCache: token<InboxCache>('InboxCache'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  LeadGateway: token<LeadGateway>('LeadGateway'),
  ConversationGateway: token<ConversationGateway>('ConversationGateway'),
  AssistantGateway: token<AssistantGateway>('AssistantGateway'),
  OnUnauthorized: token<() => void>('OnUnauthorized'),
  RealtimeFeed: token<RealtimeFeed>('RealtimeFeed'),
} as const;
