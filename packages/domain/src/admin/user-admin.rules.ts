import { actsOnEveryEnterprise, mayDo, type AdminAction } from '../session/admin-permissions.rules.js';
import { ROLES, type EmployeeLevel, type Role } from '../session/role-names.js';

/**
 * Who may do what to which user (issue 20). The permission table says which roles may administer
 * users at all; these rules say on whom and with which roles. The server applies them to every call
 * and the user-management screen uses them to offer only what will be accepted.
 */

/** The tiers of the organisation, lowest first: a role's tier is how far up it reaches. */
const TIER: Readonly<Record<Role, number>> = {
  OFFICE_MANAGER: 0,
  DIVISION_MANAGER: 0,
  SALES_REP: 0,
  OFFICE_USER: 0,
  CORPORATE_ADMIN: 1,
  CORPORATE_USER: 1,
  ENTERPRISE_ADMIN: 2,
  ENTERPRISE_USER: 2,
  SUPER_DATA_ADMIN: 3,
  SUPER_ADMIN: 3,
  SUPER_ACCESS_ADMIN: 3,
  SUPER_USER: 4,
};

const LEVEL_OF_TIER: readonly EmployeeLevel[] = ['OFFICE', 'CORPORATE', 'ENTERPRISE', 'SUPER', 'SUPER'];

/** The employee level a user of this role has: store roles OFFICE, the platform's SUPER. */
export function employeeLevelFor(role: Role): EmployeeLevel {
  return LEVEL_OF_TIER[TIER[role]] ?? 'OFFICE';
}

/** Store roles work in one store, so a user of one needs a store; other roles have none. */
export function roleNeedsStore(role: Role): boolean {
  return TIER[role] === 0;
}

/**
 * The roles an actor may give: none unless the table lets them invite or change users, and never a
 * role above their own. So only SUPER_USER gives SUPER_USER, and an enterprise admin gives only the
 * enterprise, corporate and store roles.
 */
export function grantableRoles(actor: Role): readonly Role[] {
  if (!mayDo(actor, 'invite users') && !mayDo(actor, 'change users')) return [];
  return ROLES.filter((role) => TIER[role] <= TIER[actor]);
}

export function mayGrant(actor: Role, role: Role): boolean {
  return grantableRoles(actor).includes(role);
}

/** The one who acts, and the user acted on, as far as these rules need them. */
export type UserAdminActor = { readonly userId: number; readonly role: Role; readonly enterpriseId: number };
export type UserAdminSubject = {
  readonly userId: number;
  readonly role: Role;
  readonly enterpriseId: number;
  /** Null for a user who has never signed in: a guest. */
  readonly lastSignedInAt: string | null;
};

/** A guest is a user who has never signed in (an invitation not yet taken up, say). */
export function isGuest(subject: Pick<UserAdminSubject, 'lastSignedInAt'>): boolean {
  return subject.lastSignedInAt === null;
}

export type UserAdminRefusal = {
  readonly code: 'role' | 'enterprise' | 'yourself' | 'above-you' | 'not-a-guest' | 'role-not-grantable';
  readonly message: string;
};

export const USER_ADMIN_REFUSALS: Readonly<Record<UserAdminRefusal['code'], string>> = {
  role: 'Your role may not do this.',
  enterprise: 'This user belongs to another enterprise.',
  yourself: 'You cannot block, delete or change the role of your own account.',
  'above-you': 'You may not change a user whose role you cannot give.',
  'not-a-guest': 'Only a guest (a user who has never signed in) can be deleted.',
  'role-not-grantable': 'You may not give this role.',
};

const refuse = (code: UserAdminRefusal['code']): UserAdminRefusal => ({
  code,
  message: USER_ADMIN_REFUSALS[code],
});

export type UserAdminAct =
  | { readonly kind: 'block' }
  | { readonly kind: 'unblock' }
  | { readonly kind: 'delete-guest' }
  /** `role` is the new role, when it changes. */
  | { readonly kind: 'change'; readonly role?: Role };

const ACTION_OF: Readonly<Record<UserAdminAct['kind'], AdminAction>> = {
  block: 'block users',
  unblock: 'block users',
  'delete-guest': 'delete guests',
  change: 'change users',
};

/**
 * Why the actor may not do this to the subject, or null when they may. Never to yourself (you would
 * lock yourself out or raise yourself), only inside your enterprise unless you are a platform role,
 * and never to a user whose role you could not give.
 */
export function userAdminRefusal(
  actor: UserAdminActor,
  subject: UserAdminSubject,
  act: UserAdminAct,
): UserAdminRefusal | null {
  if (!mayDo(actor.role, ACTION_OF[act.kind])) return refuse('role');
  const self = actor.userId === subject.userId;
  if (self && act.kind !== 'change') return refuse('yourself');
  if (self && act.kind === 'change' && act.role !== undefined && act.role !== subject.role)
    return refuse('yourself');
  if (!actsOnEveryEnterprise(actor.role) && actor.enterpriseId !== subject.enterpriseId)
    return refuse('enterprise');
  if (!mayGrant(actor.role, subject.role)) return refuse('above-you');
  if (act.kind === 'change' && act.role !== undefined && !mayGrant(actor.role, act.role))
    return refuse('role-not-grantable');
  if (act.kind === 'delete-guest' && !isGuest(subject)) return refuse('not-a-guest');
  return null;
}

/** Why the actor may not invite a user of this role into this enterprise, or null when they may. */
export function inviteRefusal(
  actor: UserAdminActor,
  role: Role,
  enterpriseId: number,
): UserAdminRefusal | null {
  if (!mayDo(actor.role, 'invite users')) return refuse('role');
  if (!actsOnEveryEnterprise(actor.role) && actor.enterpriseId !== enterpriseId) return refuse('enterprise');
  if (!mayGrant(actor.role, role)) return refuse('role-not-grantable');
  return null;
}
