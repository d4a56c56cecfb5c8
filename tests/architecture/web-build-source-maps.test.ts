import { describe, expect, it } from 'vitest';
import config from '../../packages/web/vite.config.js';

// Issue 28 point 12: a source map published beside the bundle hands out the app's source. The
// production build writes none (and the server refuses any .map: packages/server/src/http/web-app.ts).
describe('the web build', () => {
  it('emits no source maps', () => {
    const { sourcemap } = (config as { build?: { sourcemap?: unknown } }).build ?? {};
    expect(sourcemap ?? false).toBe(false);
  });
});
