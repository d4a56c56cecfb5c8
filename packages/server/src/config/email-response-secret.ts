import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const EMAIL_RESPONSE_SECRET_FILE = 'email-response-secret';
/** Shorter secrets are refused: an HMAC key is only as strong as its guessability. */
export const MIN_EMAIL_RESPONSE_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

/** A fresh 256-bit secret, hex: what the embedded setup keeps and what tests use. */
export const newEmailResponseSecret = (): string => randomBytes(32).toString('hex');

/**
 * The secret that signs e-mail auto-response links (issue 13 finding 3). EMAIL_RESPONSE_SECRET when
 * set. Otherwise the embedded setup keeps a random one in DATA_DIR, made on first start, so every
 * installation has its own and links survive restarts; with DATABASE_URL there may be several
 * instances with no shared directory, so the variable is required and start-up fails without it.
 */
export async function loadEmailResponseSecret(
  env: Env,
  where: { readonly databaseUrl: string | undefined; readonly dataDir: string },
): Promise<string> {
  const given = env['EMAIL_RESPONSE_SECRET'];
  if (given) {
    if (given.length < MIN_EMAIL_RESPONSE_SECRET_LENGTH)
      throw new Error(
        `EMAIL_RESPONSE_SECRET must be at least ${MIN_EMAIL_RESPONSE_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`,
      );
    return given;
  }
  if (where.databaseUrl)
    throw new Error(
      'EMAIL_RESPONSE_SECRET is required when DATABASE_URL is set (every instance needs the same one; e.g. openssl rand -hex 32)',
    );
  return secretInDataDir(where.dataDir);
}

async function secretInDataDir(dataDir: string): Promise<string> {
  const file = join(dataDir, EMAIL_RESPONSE_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite, so a secret once made keeps its links valid.
    await writeFile(file, `${newEmailResponseSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_EMAIL_RESPONSE_SECRET_LENGTH)
    throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return secret;
}
