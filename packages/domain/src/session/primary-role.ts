import { DEFAULT_ROLE, type Role } from './role-names.js';
import type { UserSession } from './user-session.schema.js';

/** The role that counts: the first one, else the spec's default. */
export function primaryRole(session: Pick<UserSession, 'roles'> | null | undefined): Role {
  return session?.roles[0] ?? DEFAULT_ROLE;
}
