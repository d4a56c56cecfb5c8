import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { UserSession } from './user-session.schema.js';

export type Credentials = { readonly email: string; readonly password: string };

export interface AuthGateway {
  login(credentials: Credentials): Promise<Result<UserSession, AppError>>;
  logout(): Promise<Result<void, AppError>>;
  /** The demo account a demo installation offers on the login page; null anywhere else (or unreachable). */
  demoSignIn(): Promise<Credentials | null>;
}
