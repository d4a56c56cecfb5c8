import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_RESPONSE_SECRET_FILE, loadEmailResponseSecret } from './email-response-secret.js';

// Issue 13 finding 3: no constant fallback; one random secret per installation.
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'torque-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LONG = 'a'.repeat(40);

describe('loadEmailResponseSecret', () => {
  it('takes EMAIL_RESPONSE_SECRET when set, with or without DATABASE_URL', async () => {
    const env = { EMAIL_RESPONSE_SECRET: LONG };
    expect(await loadEmailResponseSecret(env, { databaseUrl: undefined, dataDir: dataDir() })).toBe(LONG);
    expect(await loadEmailResponseSecret(env, { databaseUrl: 'postgres://x', dataDir: dataDir() })).toBe(
      LONG,
    );
  });

  it('fails naming the variable when DATABASE_URL is set without it', async () => {
    await expect(
      loadEmailResponseSecret({}, { databaseUrl: 'postgres://db/torque', dataDir: dataDir() }),
    ).rejects.toThrow(/^EMAIL_RESPONSE_SECRET is required when DATABASE_URL is set/);
  });

  it('refuses a short secret', async () => {
    await expect(
      loadEmailResponseSecret(
        { EMAIL_RESPONSE_SECRET: 'secret' },
        { databaseUrl: undefined, dataDir: dataDir() },
      ),
    ).rejects.toThrow(/EMAIL_RESPONSE_SECRET must be at least 32 characters/);
  });

  it('makes a random secret in DATA_DIR on first start, keeps it, and differs per installation', async () => {
    const first = dataDir();
    const made = await loadEmailResponseSecret({}, { databaseUrl: undefined, dataDir: first });
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    const file = join(first, EMAIL_RESPONSE_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(made);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(await loadEmailResponseSecret({}, { databaseUrl: undefined, dataDir: first })).toBe(made);
    const other = await loadEmailResponseSecret({}, { databaseUrl: undefined, dataDir: dataDir() });
    expect(other).not.toBe(made);
  });
});
