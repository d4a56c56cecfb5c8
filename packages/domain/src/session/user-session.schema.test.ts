import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleUserSession } from '../testing/index.js';
import { primaryRole } from './primary-role.js';
import { UserSessionSchema } from './user-session.schema.js';

describe('UserSessionSchema (spec 1 §3 user session)', () => {
  it('parses the session the server returns at sign-in', () => {
    const session = sampleUserSession({ firstName: 'Sam', email: 'sam@example.com' });
    expect(UserSessionSchema.parse(session)).toEqual(session);
  });

  it('refuses an unknown role, naming the field', () => {
    const result = UserSessionSchema.safeParse({ ...sampleUserSession(), roles: ['ADMIN'] });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('roles');
  });

  it('refuses a session without roles or token, naming each field', () => {
    const result = UserSessionSchema.safeParse({ ...sampleUserSession(), roles: [], authToken: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['authToken', 'roles']);
  });
});

describe('primaryRole (spec 1 §3, §6)', () => {
  it('is the first role, else the default ENTERPRISE_USER', () => {
    expect(primaryRole(sampleUserSession({ roles: ['SUPER_USER', 'SALES_REP'] }))).toBe('SUPER_USER');
    expect(primaryRole(null)).toBe('ENTERPRISE_USER');
    expect(primaryRole(undefined)).toBe('ENTERPRISE_USER');
  });
});
