import type { AppError } from '../errors/app-error.js';
import type { AuthGateway, Credentials } from '../session/auth-gateway.port.js';
import type { UserSession } from '../session/user-session.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { FailureQueue } from './server-rejection.js';

/** The error a wrong e-mail or password gives (a 401 that signs no one out). */
export const wrongCredentials = (message = 'Invalid e-mail or password.'): AppError => ({
  code: 'WRONG_CREDENTIALS',
  message,
  tone: 'danger',
  status: 401,
});

/**
 * Sign-in in memory: accounts by e-mail (matched case-insensitively after trimming, as the adapter
 * trims), each sign-in issuing a fresh token; signing out revokes the latest one.
 */
export class InMemoryAuthGateway implements AuthGateway {
  readonly #accounts = new Map<string, { password: string; session: Omit<UserSession, 'authToken'> }>();
  readonly #failures = new FailureQueue<'login' | 'logout'>();
  readonly #tokens = new Set<string>();
  #issued = 0;
  #current: string | undefined;
  #demo: Credentials | null = null;

  addAccount(email: string, password: string, session: UserSession): void {
    const { authToken: _token, ...rest } = session;
    this.#accounts.set(email.trim().toLowerCase(), { password, session: rest });
  }

  /** Makes this a demo installation that offers the account on its login page. */
  offerDemo(credentials: Credentials): void {
    this.#demo = credentials;
  }

  async demoSignIn(): Promise<Credentials | null> {
    return this.#demo;
  }

  failNext(operation: 'login' | 'logout', error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  /** Tokens issued and not revoked. */
  activeTokens(): readonly string[] {
    return [...this.#tokens];
  }

  async login(credentials: Credentials): Promise<Result<UserSession, AppError>> {
    const failure = this.#failures.take('login');
    if (failure) return err(failure);
    const account = this.#accounts.get(credentials.email.trim().toLowerCase());
    if (!account || account.password !== credentials.password) return err(wrongCredentials());
    this.#issued += 1;
    this.#current = `token-${this.#issued}`;
    this.#tokens.add(this.#current);
    return ok({ ...account.session, authToken: this.#current });
  }

  async logout(): Promise<Result<void, AppError>> {
    const failure = this.#failures.take('logout');
    if (failure) return err(failure);
    if (this.#current) this.#tokens.delete(this.#current);
    this.#current = undefined;
    return ok(undefined);
  }
}
