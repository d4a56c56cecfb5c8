import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { REPO_ROOT } from './app-under-test.js';

/** The global the bundle defines in the page. */
export const BENCH_GLOBAL = 'TorqueLeadCacheBench';

/**
 * Bundles the adapters' lead-cache benchmark (the app's real DexieLeadCache and TorqueDb, and the
 * domain's sample leads) as one classic script for page.addScriptTag.
 */
export async function buildLeadCacheBenchBundle(): Promise<string> {
  const root = join(REPO_ROOT, 'packages/adapters');
  const output = await build({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { conditions: ['@torque/source', 'module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: { entry: join(root, 'bench/lead-cache.browser.ts'), formats: ['iife'], name: BENCH_GLOBAL },
    },
  });
  const result = (Array.isArray(output) ? output[0] : output) as Rolldown.RolldownOutput;
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the benchmark bundle has no script');
  return chunk.code;
}
