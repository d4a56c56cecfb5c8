import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/database.js';
import { AdministratorRepository } from './administrator.repository.js';

/** Long enough that the first account of an installation is not guessed; no other rule. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AdministratorInput = {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  /** The enterprise's name when the database has none yet. */
  readonly enterpriseName?: string | undefined;
};

export type AdministratorOutcome =
  | { readonly created: true; readonly userId: number; readonly email: string }
  | {
      readonly created: false;
      readonly code: 'invalid' | 'users-exist' | 'email-taken';
      readonly reason: string;
    };

/** What is wrong with the input, in words for the person typing it; null when it is fine. */
export function administratorInputProblem(input: AdministratorInput): string | null {
  if (!EMAIL.test(input.email.trim())) return 'The administrator e-mail must be an e-mail address.';
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH)
    return `The administrator password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/**
 * Creates a super user who can sign in and set up the rest. With `onlyIfNoUsers` (the start-up
 * path) nothing happens once any user exists, so the environment variables can stay set.
 */
export async function createAdministrator(
  db: Database,
  input: AdministratorInput,
  options: { readonly onlyIfNoUsers?: boolean } = {},
): Promise<AdministratorOutcome> {
  const problem = administratorInputProblem(input);
  if (problem) return { created: false, code: 'invalid', reason: problem };
  const email = input.email.trim();
  // Hashed before the transaction: PGlite serves nothing else while one is open.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const admins = new AdministratorRepository(tx);
    await admins.lock();
    if (options.onlyIfNoUsers && (await admins.anyUserExists()))
      return { created: false, code: 'users-exist', reason: 'A user already exists.' };
    if (await admins.emailTaken(email))
      return { created: false, code: 'email-taken', reason: `${email} already has an account.` };
    const enterpriseId = await admins.enterpriseId(input.enterpriseName?.trim() || 'Torque');
    const userId = await admins.insert(enterpriseId, {
      email,
      passwordHash,
      firstName: input.firstName?.trim() || 'Torque',
      lastName: input.lastName?.trim() || 'Administrator',
      tenant: 'TORQUE',
    });
    return { created: true, userId, email };
  });
}
