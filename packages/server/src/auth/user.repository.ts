import type { DivisionId, EmployeeLevel, Role } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** A user with the organisation names the session reply needs. */
export type UserRecord = {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly empLevel: EmployeeLevel;
  readonly tenant: string | null;
  readonly enterpriseId: number;
  readonly enterpriseName: string;
  readonly storeId: number | null;
  readonly divisionId: DivisionId;
  readonly firstName: string;
  readonly lastName: string;
  readonly colorCode: string;
  readonly callingFeature: boolean;
  /** Issue 14: the zone the user reads times in (own store, else the enterprise's first store). */
  readonly officeTimeZone: string | null;
  /** Issue 20: a blocked user may not sign in. */
  readonly blocked: boolean;
};

const USER_COLUMNS = `
  u.id, u.email, u.password_hash AS "passwordHash", u.role, u.emp_level AS "empLevel", u.tenant,
  u.enterprise_id AS "enterpriseId", e.name AS "enterpriseName", u.store_id AS "storeId",
  u.division_id AS "divisionId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.color_code AS "colorCode", u.calling_feature AS "callingFeature",
  u.blocked_at IS NOT NULL AS blocked,
  COALESCE((SELECT s.office_time_zone FROM store s WHERE s.id = u.store_id),
           (SELECT s.office_time_zone FROM store s WHERE s.enterprise_id = u.enterprise_id ORDER BY s.id LIMIT 1))
    AS "officeTimeZone"`;

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async findByEmail(email: string): Promise<UserRecord | null> {
    const rows = await this.db.query<UserRecord>(
      `SELECT ${USER_COLUMNS} FROM app_user u JOIN enterprise e ON e.id = u.enterprise_id
       WHERE lower(u.email) = lower($1)`,
      [email.trim()],
    );
    return rows[0] ?? null;
  }

  /** Issue 20: a user who has signed in once is no longer a guest. */
  async markSignedIn(userId: number, at: Date): Promise<void> {
    await this.db.query('UPDATE app_user SET last_signed_in_at = $2 WHERE id = $1', [userId, at]);
  }

  async emailOf(userId: number): Promise<string | null> {
    const [writer] = await this.db.query<{ email: string }>('SELECT email FROM app_user WHERE id = $1', [
      userId,
    ]);
    return writer?.email ?? null;
  }

  /** The role and place of a user (whose data scope a public link borrows). */
  async placeOf(
    userId: number,
  ): Promise<{ role: Role; enterpriseId: number; storeId: number | null } | undefined> {
    const [user] = await this.db.query<{ role: Role; enterpriseId: number; storeId: number | null }>(
      `SELECT role, enterprise_id AS "enterpriseId", store_id AS "storeId" FROM app_user WHERE id = $1`,
      [userId],
    );
    return user;
  }
}
