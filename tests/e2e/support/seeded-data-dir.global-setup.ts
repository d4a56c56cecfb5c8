import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DATA_DIR_ENV, startApp } from './app-under-test.js';

/**
 * Global setup of the end-to-end project: starts the built app once on a fresh data directory, so
 * that it creates, migrates and seeds its database, stops it, and leaves that directory for every
 * file's app to start from (app-under-test.ts).
 */
export async function setup(): Promise<() => void> {
  const app = await startApp({ freshData: true });
  const template = mkdtempSync(join(tmpdir(), 'torque-e2e-seeded-'));
  await app.stop({ keepDataIn: template });
  process.env[SEEDED_DATA_DIR_ENV] = template;
  return () => {
    delete process.env[SEEDED_DATA_DIR_ENV];
    rmSync(template, { recursive: true, force: true });
  };
}
