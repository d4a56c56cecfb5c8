import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actsOnEveryEnterprise, mayDo } from '../session/admin-permissions.rules.js';
import { ROLES, type Role } from '../session/role-names.js';
import { propertyConfig } from '../testing/index.js';
import {
  grantableRoles,
  inviteRefusal,
  userAdminRefusal,
  type UserAdminAct,
  type UserAdminActor,
  type UserAdminSubject,
} from './user-admin.rules.js';

const arbRole = () => fc.constantFrom(...ROLES);
const arbActor = () =>
  fc.record({
    userId: fc.integer({ min: 1, max: 5 }),
    role: arbRole(),
    enterpriseId: fc.integer({ min: 1, max: 3 }),
  });
const arbSubject = () =>
  fc.record({
    userId: fc.integer({ min: 1, max: 5 }),
    role: arbRole(),
    enterpriseId: fc.integer({ min: 1, max: 3 }),
    lastSignedInAt: fc.option(fc.constant('2026-11-01T10:00:00.000Z'), { nil: null }),
  });
const arbAct = (): fc.Arbitrary<UserAdminAct> =>
  fc.oneof(
    fc.constant({ kind: 'block' as const }),
    fc.constant({ kind: 'unblock' as const }),
    fc.constant({ kind: 'delete-guest' as const }),
    fc.record({ kind: fc.constant('change' as const), role: fc.option(arbRole(), { nil: undefined }) }),
  );

const ENTERPRISE_ADMIN_MAY_GIVE: readonly Role[] = [
  'ENTERPRISE_ADMIN',
  'ENTERPRISE_USER',
  'CORPORATE_ADMIN',
  'CORPORATE_USER',
  'OFFICE_MANAGER',
  'DIVISION_MANAGER',
  'SALES_REP',
  'OFFICE_USER',
];

describe('which roles an admin may give (issue 20)', () => {
  it('only SUPER_USER gives SUPER_USER, and a role that may not administer users gives none', () => {
    fc.assert(
      fc.property(arbRole(), (actor) => {
        const given = grantableRoles(actor);
        expect(given.includes('SUPER_USER')).toBe(actor === 'SUPER_USER');
        if (!mayDo(actor, 'change users')) expect(given).toEqual([]);
      }),
      propertyConfig(),
    );
  });

  it('an enterprise admin gives exactly the enterprise, corporate and store roles', () => {
    expect([...grantableRoles('ENTERPRISE_ADMIN')].sort()).toEqual([...ENTERPRISE_ADMIN_MAY_GIVE].sort());
  });

  it('whoever may give a role may also give every role they can give (nobody raises anyone above themselves)', () => {
    fc.assert(
      fc.property(arbRole(), (actor) => {
        for (const role of grantableRoles(actor))
          for (const below of grantableRoles(role)) expect(grantableRoles(actor)).toContain(below);
      }),
      propertyConfig(),
    );
  });
});

describe('who may act on whom (issue 20)', () => {
  it('never blocks, unblocks or deletes oneself', () => {
    fc.assert(
      fc.property(
        arbActor(),
        arbSubject(),
        arbAct(),
        (actor: UserAdminActor, subject: UserAdminSubject, act) => {
          if (act.kind === 'change') return;
          const self = { ...subject, userId: actor.userId };
          expect(userAdminRefusal(actor, self, act)).not.toBeNull();
        },
      ),
      propertyConfig(),
    );
  });

  it('an allowed act is one the table allows, within reach, on a user whose role the actor may give', () => {
    fc.assert(
      fc.property(arbActor(), arbSubject(), arbAct(), (actor, subject, act) => {
        if (userAdminRefusal(actor, subject, act) !== null) return;
        expect(grantableRoles(actor.role)).toContain(subject.role);
        if (!actsOnEveryEnterprise(actor.role)) expect(subject.enterpriseId).toBe(actor.enterpriseId);
        if (act.kind === 'change' && act.role) expect(grantableRoles(actor.role)).toContain(act.role);
        if (act.kind === 'delete-guest') expect(subject.lastSignedInAt).toBeNull();
      }),
      propertyConfig(),
    );
  });

  it('an invitation is refused exactly when the role may not be given or the enterprise is out of reach', () => {
    fc.assert(
      fc.property(arbActor(), arbRole(), fc.integer({ min: 1, max: 3 }), (actor, role, enterpriseId) => {
        const allowed =
          mayDo(actor.role, 'invite users') &&
          grantableRoles(actor.role).includes(role) &&
          (actsOnEveryEnterprise(actor.role) || enterpriseId === actor.enterpriseId);
        expect(inviteRefusal(actor, role, enterpriseId) === null).toBe(allowed);
      }),
      propertyConfig(),
    );
  });
});
