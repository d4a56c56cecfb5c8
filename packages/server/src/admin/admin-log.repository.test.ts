import type { Role } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { AdminLogRepository } from './admin-log.repository.js';
import { recordAdminAction, requireAdminAction } from './admin-permission.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.query('DELETE FROM admin_log_entry'));

const admin = async (role: Role, enterpriseId: number): Promise<Principal> => {
  const [user] = await database.db.query<{ id: number }>('SELECT id FROM app_user ORDER BY id LIMIT 1');
  return {
    userId: user?.id ?? 0,
    role,
    enterpriseId,
    storeId: null,
    firstName: 'Ada',
    lastName: 'Admin',
    colorCode: '#000000',
    tokenHash: 'x',
  };
};

describe('the admin log (issue 20)', () => {
  it('records who did what to what, and reads an enterprise its own entries, latest first', async () => {
    const [first] = await database.db.query<{ id: number }>('SELECT id FROM enterprise ORDER BY id LIMIT 1');
    const [second] = await database.db.query<{ id: number }>(
      "INSERT INTO enterprise (name) VALUES ('Second Motors') RETURNING id",
    );
    if (!first || !second) throw new Error('two enterprises expected');
    const clock = (iso: string) => ({ now: () => new Date(iso) });
    const actor = await admin('SUPER_USER', first.id);
    await recordAdminAction(database.db, clock('2026-11-24T10:00:00Z'), actor, {
      action: 'block users',
      subject: 'Sam Rep (sam@example.com)',
      enterpriseId: first.id,
    });
    await recordAdminAction(database.db, clock('2026-11-24T11:00:00Z'), actor, {
      action: 'change settings',
      subject: 'Logo',
      enterpriseId: second.id,
      detail: 'logo.png',
    });
    const all = await new AdminLogRepository(database.db).latest({ limit: 10, offset: 0 });
    expect(all.total).toBe(2);
    expect(all.entries.map((entry) => [entry.actorName, entry.action, entry.at])).toEqual([
      ['Ada Admin', 'change settings', '2026-11-24T11:00:00.000Z'],
      ['Ada Admin', 'block users', '2026-11-24T10:00:00.000Z'],
    ]);
    const own = await new AdminLogRepository(database.db).latest({
      enterpriseId: first.id,
      limit: 10,
      offset: 0,
    });
    expect(own.entries.map((entry) => entry.subject)).toEqual(['Sam Rep (sam@example.com)']);
  });

  it('refuses an admin action to a role the table does not name, with a plain 403', async () => {
    expect(() => requireAdminAction({ role: 'SALES_REP' } as Principal, 'block users')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Your role may not do this.' }),
    );
    expect(() => requireAdminAction({ role: 'ENTERPRISE_ADMIN' } as Principal, 'block users')).not.toThrow();
  });
});
