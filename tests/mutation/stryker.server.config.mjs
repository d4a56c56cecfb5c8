// Mutation testing of the server's rules and services named in server-scope.mjs (npm run mutation).
import { baseConfig } from './stryker.base.mjs';
import { SERVER_RULE_FILES } from './server-scope.mjs';

export default {
  ...baseConfig('server'),
  mutate: SERVER_RULE_FILES,
  // The scope's tests only: through app.ts every route test is "related" to every server file.
  vitest: { configFile: 'tests/mutation/vitest.server.config.ts', related: false },
};
