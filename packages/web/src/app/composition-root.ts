import { browserAdapterModule, TOKENS } from '@torque/adapters';
import { Container } from 'inversify';
import type { Services } from './services';

/**
 * The one place that knows which adapters implement the domain's ports. Everything below it
 * receives a plain `Services` object, so tests hand in in-memory fakes instead.
 */
export function createServices(): Services {
  const container = new Container();
  container.load(
    browserAdapterModule({
      apiBaseUrl: '',
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
