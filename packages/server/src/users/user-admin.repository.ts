import type { DivisionId, EmployeeLevel, Role } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type AdminUser = Schemas['AdminUser'];

/** A user with what the admin rules and the log need. */
export type UserSubject = {
  readonly userId: number;
  readonly role: Role;
  readonly enterpriseId: number;
  readonly storeId: number | null;
  readonly divisionId: DivisionId;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly blocked: boolean;
  readonly lastSignedInAt: string | null;
};

export type NewUser = {
  readonly email: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly empLevel: EmployeeLevel;
  readonly enterpriseId: number;
  readonly storeId: number | null;
  readonly divisionId: DivisionId;
  readonly firstName: string;
  readonly lastName: string;
  readonly colorCode: string;
};

export type UserChange = Partial<
  Pick<
    NewUser,
    'email' | 'role' | 'empLevel' | 'storeId' | 'divisionId' | 'firstName' | 'lastName' | 'colorCode'
  >
>;

const LISTED = `
  u.id AS "userMasterId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.role,
  u.emp_level AS "empLevel", json_build_object('id', e.id, 'name', e.name) AS enterprise,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS store,
  u.division_id AS "divisionId", u.blocked_at IS NOT NULL AS blocked,
  u.last_signed_in_at IS NULL AS guest, u.last_signed_in_at AS "lastSignedInAt"`;
const FROM =
  'FROM app_user u JOIN enterprise e ON e.id = u.enterprise_id LEFT JOIN store s ON s.id = u.store_id';

const COLUMN: Readonly<Record<keyof UserChange, string>> = {
  email: 'email',
  role: 'role',
  empLevel: 'emp_level',
  storeId: 'store_id',
  divisionId: 'division_id',
  firstName: 'first_name',
  lastName: 'last_name',
  colorCode: 'color_code',
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The users the user-management screen lists and changes (issue 20). */
export class UserAdminRepository {
  constructor(private readonly db: Queryable) {}

  async list(query: {
    readonly search: string;
    readonly role: Role | undefined;
    readonly enterpriseId: number | undefined;
    readonly page: number;
    readonly size: number;
  }): Promise<{ readonly data: AdminUser[]; readonly total: number }> {
    const rows = await this.db.query<AdminUser & { total: number; lastSignedInAt: Date | string | null }>(
      `SELECT ${LISTED}, count(*) OVER ()::int AS total ${FROM}
        WHERE ($1 = '' OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE '%' || $1 || '%')
          AND ($2::text IS NULL OR u.role = $2)
          AND ($3::int IS NULL OR u.enterprise_id = $3)
        ORDER BY lower(u.last_name), lower(u.first_name), u.id
        LIMIT $4 OFFSET $5`,
      [
        escapeLike(query.search),
        query.role ?? null,
        query.enterpriseId ?? null,
        query.size,
        query.page * query.size,
      ],
    );
    return {
      data: rows.map(({ total: _total, ...row }) => ({ ...row, lastSignedInAt: iso(row.lastSignedInAt) })),
      total: rows[0]?.total ?? 0,
    };
  }

  async listed(userId: number): Promise<AdminUser | null> {
    const [row] = await this.db.query<AdminUser & { lastSignedInAt: Date | string | null }>(
      `SELECT ${LISTED} ${FROM} WHERE u.id = $1`,
      [userId],
    );
    return row ? { ...row, lastSignedInAt: iso(row.lastSignedInAt) } : null;
  }

  /** The user, locked until the transaction ends so two admins' changes do not interleave. */
  async subject(userId: number): Promise<UserSubject | null> {
    const [row] = await this.db.query<UserSubject & { lastSignedInAt: Date | string | null }>(
      `SELECT id AS "userId", role, enterprise_id AS "enterpriseId", store_id AS "storeId",
              division_id AS "divisionId", first_name AS "firstName", last_name AS "lastName", email,
              blocked_at IS NOT NULL AS blocked, last_signed_in_at AS "lastSignedInAt"
         FROM app_user WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    return row ? { ...row, lastSignedInAt: iso(row.lastSignedInAt) } : null;
  }

  async emailTaken(email: string, exceptUserId = 0): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM app_user WHERE lower(email) = lower($1) AND id <> $2', [
      email,
      exceptUserId,
    ]);
    return rows.length > 0;
  }

  /** The enterprise a store belongs to, or null when there is no such store. */
  async storeEnterprise(storeId: number): Promise<number | null> {
    const [row] = await this.db.query<{ enterpriseId: number }>(
      'SELECT enterprise_id AS "enterpriseId" FROM store WHERE id = $1',
      [storeId],
    );
    return row?.enterpriseId ?? null;
  }

  async enterpriseExists(enterpriseId: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM enterprise WHERE id = $1', [enterpriseId])).length > 0;
  }

  /** New users take the tenant their enterprise's users have (none if none has one). */
  async insert(user: NewUser): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO app_user (email, password_hash, role, emp_level, tenant, enterprise_id, store_id,
                             division_id, first_name, last_name, color_code)
       VALUES ($1, $2, $3, $4,
               (SELECT tenant FROM app_user WHERE enterprise_id = $5 AND tenant IS NOT NULL ORDER BY id LIMIT 1),
               $5, $6, $7, $8, $9, $10)
       RETURNING id`,
      [
        user.email,
        user.passwordHash,
        user.role,
        user.empLevel,
        user.enterpriseId,
        user.storeId,
        user.divisionId,
        user.firstName,
        user.lastName,
        user.colorCode,
      ],
    );
    if (!row) throw new Error('user not created');
    return row.id;
  }

  async update(userId: number, change: UserChange): Promise<void> {
    const entries = Object.entries(change).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map(([key], index) => `${COLUMN[key as keyof UserChange]} = $${index + 2}`);
    await this.db.query(`UPDATE app_user SET ${sets.join(', ')} WHERE id = $1`, [
      userId,
      ...entries.map(([, value]) => value),
    ]);
  }

  async setBlocked(userId: number, at: Date | null): Promise<void> {
    await this.db.query('UPDATE app_user SET blocked_at = $2 WHERE id = $1', [userId, at]);
  }

  /** Deletes a guest; false when something still refers to them (a foreign key), so nothing was deleted. */
  async deleteGuest(userId: number): Promise<boolean> {
    try {
      await this.db.query('SAVEPOINT delete_guest');
      await this.db.query('DELETE FROM app_user WHERE id = $1 AND last_signed_in_at IS NULL', [userId]);
      await this.db.query('RELEASE SAVEPOINT delete_guest');
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== '23503') throw error;
      await this.db.query('ROLLBACK TO SAVEPOINT delete_guest');
      return false;
    }
  }
}

/** The search is taken literally: % and _ match themselves. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
