import type { Queryable } from '../db/database.js';

const ADMIN_LOCK = 7_311_003;

export type NewAdministrator = {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly tenant: string;
};

/** The few rows the first administrator needs: any user yet, an enterprise to belong to, the user. */
export class AdministratorRepository {
  constructor(private readonly db: Queryable) {}

  /** Held to the end of the transaction: instances starting together create one administrator. */
  async lock(): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_LOCK]);
  }

  async anyUserExists(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM app_user LIMIT 1')).length > 0;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM app_user WHERE lower(email) = lower($1)', [email])).length > 0;
  }

  /** The first enterprise, or a new one of that name when there is none yet. */
  async enterpriseId(nameIfNew: string): Promise<number> {
    const [existing] = await this.db.query<{ id: number }>('SELECT id FROM enterprise ORDER BY id LIMIT 1');
    if (existing) return existing.id;
    const [created] = await this.db.query<{ id: number }>(
      'INSERT INTO enterprise (name) VALUES ($1) RETURNING id',
      [nameIfNew],
    );
    if (!created) throw new Error('enterprise not created');
    return created.id;
  }

  /** A super user of the enterprise (sees every store), with no store of its own. */
  async insert(enterpriseId: number, admin: NewAdministrator): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO app_user (email, password_hash, role, emp_level, tenant, enterprise_id, store_id,
                             division_id, first_name, last_name, color_code)
       VALUES ($1, $2, 'SUPER_USER', 'SUPER', $3, $4, NULL, 'DIV004', $5, $6, '#1C7ED6')
       RETURNING id`,
      [admin.email, admin.passwordHash, admin.tenant, enterpriseId, admin.firstName, admin.lastName],
    );
    if (!row) throw new Error('administrator not created');
    // The tenant the administrator names gets its record (migration 035), unless the enterprise has one.
    await this.db.query('INSERT INTO tenant (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      enterpriseId,
      admin.tenant,
    ]);
    return row.id;
  }
}
