import { TOKENS, torqueAdapterModules } from '@torque/adapters';
import { Container } from 'inversify';
import type { Services } from './services';

/**
 * The one place that knows which adapters implement the domain's ports. Everything below it
 * receives a plain `Services` object, so tests hand in in-memory fakes instead.
 */
export function createServices(): Services {
  const container = new Container();
  // The embedded default answers all three hosts (main API, data-sync, swimlane bridge) on one origin.
  container.load(
    ...torqueAdapterModules({
      apiBaseUrl: '',
      dataSyncBaseUrl: '',
      bridgeBaseUrl: '',
      storage: window.localStorage,
      goTo: (path) => window.location.assign(path),
    }),
  );
  return {
    sessionStore: container.get(TOKENS.SessionStore),
    auth: container.get(TOKENS.AuthGateway),
    leads: container.get(TOKENS.LeadGateway),
    conversations: container.get(TOKENS.ConversationGateway),
    assistants: container.get(TOKENS.AssistantGateway),
    leadCache: container.get(TOKENS.LeadCache),
  };
}
