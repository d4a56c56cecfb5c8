import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { browserAdapterModule } from './browser-module.js';
import { leadsAdapterModule } from './leads-module.js';
import { LEADS_TOKENS } from './leads-tokens.js';
import { messagingAdapterModule } from './messaging-module.js';
import { MESSAGING_TOKENS } from './messaging-tokens.js';

function container(): Container {
  const built = new Container();
  built.load(
    browserAdapterModule({ apiBaseUrl: '', storage: new MemoryStorage(), goTo: () => undefined }),
    leadsAdapterModule(),
    messagingAdapterModule(),
  );
  return built;
}

describe('the leads and messaging modules', () => {
  it.each([...Object.entries(LEADS_TOKENS), ...Object.entries(MESSAGING_TOKENS)])(
    'bind %s to one shared adapter',
    (_name, token) => {
      const built = container();
      const adapter = built.get(token as symbol);
      expect(adapter).toBeDefined();
      expect(built.get(token as symbol)).toBe(adapter);
    },
  );
});
