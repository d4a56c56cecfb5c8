import 'fake-indexeddb/auto';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { ADMIN_TOKENS } from './admin-tokens.js';
import { LEADS_TOKENS } from './leads-tokens.js';
import { MESSAGING_TOKENS } from './messaging-tokens.js';
import { OPERATIONS_TOKENS } from './operations-tokens.js';
import { TOKENS } from './tokens.js';
import { torqueAdapterModules } from './torque-modules.js';

// The composition root loads exactly this: every port token must resolve, once, with no missing binding.
const everyToken = [TOKENS, LEADS_TOKENS, MESSAGING_TOKENS, OPERATIONS_TOKENS, ADMIN_TOKENS].flatMap(
  (group) => Object.entries(group),
);

describe('torqueAdapterModules', () => {
  const container = new Container();
  container.load(
    ...torqueAdapterModules({
      apiBaseUrl: '',
      dataSyncBaseUrl: '',
      bridgeBaseUrl: '',
      storage: new MemoryStorage(),
      goTo: () => undefined,
    }),
  );

  it.each(everyToken)('resolves %s to one shared instance', (_name, token) => {
    const first = container.get(token as symbol);
    expect(first).toBeDefined();
    expect(container.get(token as symbol)).toBe(first);
  });
});
