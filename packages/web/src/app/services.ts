import type {
  AssistantGateway,
  AuthGateway,
  ConversationGateway,
  LeadCache,
  LeadGateway,
  SessionStore,
} from '@torque/domain';

/** Everything the screens may talk to: the domain's ports, nothing concrete. */
export type Services = {
  readonly sessionStore: SessionStore;
  readonly auth: AuthGateway;
  readonly leads: LeadGateway;
  readonly conversations: ConversationGateway;
  readonly assistants: AssistantGateway;
  readonly leadCache: LeadCache;
};
