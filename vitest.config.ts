import { defineConfig } from 'vitest/config';

// The workspace packages resolve to their TypeScript sources under this condition.
const conditions = ['@torque/source', 'module', 'browser', 'development|production'];
const nodeConditions = ['@torque/source', 'module', 'node', 'development|production'];

// The PostgreSQL pass (scripts/with-postgres.sh): server and contract files must not open PGlite then.
const postgresPass = Boolean(process.env.TORQUE_TEST_DATABASE_URL);
const POSTGRES_PASS_SETUP = './packages/server/src/testing/postgres-pass.setup.ts';
// One dump of an empty and of a seeded PGlite per run, which every server and contract file loads.
const PGLITE_TEMPLATES = './packages/server/src/testing/pglite-templates.global-setup.ts';

const nodeProject = (name: string, include: string[], extra: Record<string, unknown> = {}) => ({
  extends: false as const,
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@torque/source'] } },
  test: { name, include, environment: 'node', ...extra },
});

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default'] : ['default'],
    projects: [
      // The domain is pure (no globals, no mocks): its files share one module graph instead of
      // re-importing the domain for each of its ~200 files, which was most of the lane's time.
      nodeProject('domain', ['packages/domain/src/**/*.test.ts'], {
        exclude: ['**/*.prop.test.ts'],
        isolate: false,
      }),
      // Properties can be deepened with FC_NUM_RUNS, so they get room to run.
      nodeProject('rules', ['packages/domain/src/**/*.prop.test.ts'], {
        testTimeout: 120_000,
        isolate: false,
      }),
      nodeProject('adapters', ['packages/adapters/src/**/*.test.ts'], {
        // Adapter files set up their own fakes per test and keep no module state: like the domain's,
        // they share one module graph rather than re-importing it for every file.
        isolate: false,
        testTimeout: 60_000,
        hookTimeout: 60_000,
      }),
      nodeProject('server', ['packages/server/src/**/*.test.ts'], {
        // *.pg.test.ts need a real PostgreSQL: only the PostgreSQL pass (scripts/with-postgres.sh) runs
        // them; *.pglite.test.ts test PGlite itself and only the PGlite pass runs them.
        exclude: [postgresPass ? '**/*.pglite.test.ts' : '**/*.pg.test.ts'],
        setupFiles: [POSTGRES_PASS_SETUP],
        globalSetup: [PGLITE_TEMPLATES],
        testTimeout: 60_000,
        // Starting PGlite with the demo data takes seconds alone and over a minute on a busy 2-core
        // machine running the other test lane beside it (scripts/test.mjs).
        hookTimeout: 180_000,
      }),
      nodeProject('architecture', ['tests/architecture/**/*.test.ts'], { testTimeout: 60_000 }),
      nodeProject('contract', ['tests/contract/**/*.test.ts'], {
        setupFiles: [POSTGRES_PASS_SETUP],
        globalSetup: [PGLITE_TEMPLATES],
        testTimeout: 60_000,
        // Starting PGlite with the demo data takes seconds alone and over a minute on a busy 2-core
        // machine running the other test lane beside it (scripts/test.mjs).
        hookTimeout: 180_000,
      }),
      nodeProject('e2e', ['tests/e2e/**/*.test.ts'], {
        // The app migrates and seeds its data directory once; each file's app starts from a copy.
        globalSetup: ['./tests/e2e/support/seeded-data-dir.global-setup.ts'],
        testTimeout: 120_000,
        hookTimeout: 180_000,
        fileParallelism: false,
      }),
      {
        extends: 'packages/web/vite.config.ts',
        resolve: { conditions },
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // One jsdom and one module graph for every file, as the domain's: a fresh environment per
          // file re-imported React, Mantine and the overlays each time, most of the lane's time.
          // setup.ts clears what a file could leave behind (storage, the DOM, timers).
          isolate: false,
          testTimeout: 45_000, // a jsdom test of a whole page took 20 s on a loaded 2-core runner
        },
      },
    ],
  },
});
