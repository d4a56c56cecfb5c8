import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/database.js';

/**
 * A second enterprise with one store and one office user, so the tests can show that one
 * enterprise's templates and leads stay out of another's reach. Returns its ids and a bearer header.
 */
export async function signInOutsider(
  db: Database,
  app: FastifyInstance,
): Promise<{ enterpriseId: number; storeId: number; authorization: string }> {
  const email = 'outsider@other-motors.test';
  const password = 'outsider-password';
  const [enterprise] = await db.query<{ id: number }>(
    "INSERT INTO enterprise (name) VALUES ('Other Motors') RETURNING id",
  );
  const [boc] = await db.query<{ id: number }>(
    "INSERT INTO boc (enterprise_id, boc_code, name) VALUES ($1, 'OTHER-BOC', 'Other BOC') RETURNING id",
    [enterprise!.id],
  );
  const [store] = await db.query<{ id: number }>(
    `INSERT INTO store (enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
     VALUES ($1, $2, 'OTHER-1', 'Other Motors Kia', 'Kia', 'America/Denver', 'GMT-07:00', '+13035550190') RETURNING id`,
    [enterprise!.id, boc!.id],
  );
  await db.query(
    `INSERT INTO app_user (email, password_hash, role, emp_level, enterprise_id, store_id, first_name, last_name, color_code)
     VALUES ($1, $2, 'OFFICE_USER', 'OFFICE', $3, $4, 'Otto', 'Outsider', '#000000')`,
    [email, await hashPassword(password), enterprise!.id, store!.id],
  );
  const login = await app.inject({ method: 'POST', url: '/user/v2/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`outsider sign-in failed: ${login.body}`);
  const { authToken } = login.json<{ authToken: string }>();
  return { enterpriseId: enterprise!.id, storeId: store!.id, authorization: `Bearer ${authToken}` };
}

/** The first lead of a store, with its customer's first name (the demo data is generated). */
export async function leadOfStore(
  db: Database,
  storeId: number,
): Promise<{ id: number; firstName: string; storeName: string }> {
  const [lead] = await db.query<{ id: number; firstName: string; storeName: string }>(
    `SELECT f.id, c.first_name AS "firstName", s.name AS "storeName"
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
      WHERE f.store_id = $1 ORDER BY f.id LIMIT 1`,
    [storeId],
  );
  if (!lead) throw new Error(`no lead in store ${storeId}`);
  return lead;
}
