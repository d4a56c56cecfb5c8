import type { Database } from '@torque/server';
import { hashPassword } from '../../../packages/server/src/auth/password.js';

/** The sign-in of the fixture's sales rep (enterprise 5, store 3), as the adapters' suites assume. */
export const FIXTURE_ACCOUNT = { email: 'rep@main-street-honda.test', password: 'fixture-password' };

/**
 * The world the adapters' template suites are written against (their in-memory fakes hold it):
 * enterprise 5, store 3 'Main Street Honda', and lead 101 of Maria Lopez's 2021 Honda Accord. It
 * is written into a migrated database without the demo data, so the ids are the suites' own.
 */
export async function writeTemplateFixture(db: Database): Promise<void> {
  await db.query("INSERT INTO enterprise (id, name) VALUES (5, 'Main Street Auto Group')");
  await db.query("INSERT INTO boc (id, enterprise_id, boc_code, name) VALUES (2, 5, 'BOC-2', 'Central BOC')");
  await db.query(
    `INSERT INTO store (id, enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
     VALUES (3, 5, 2, 'STORE-3', 'Main Street Honda', 'Honda', 'America/Chicago', 'GMT-05:00', '+15550100103')`,
  );
  await db.query(
    `INSERT INTO app_user (email, password_hash, role, emp_level, enterprise_id, store_id, first_name, last_name, color_code)
     VALUES ($1, $2, 'SALES_REP', 'OFFICE', 5, 3, 'Rita', 'Rep', '#1E88E5')`,
    [FIXTURE_ACCOUNT.email, await hashPassword(FIXTURE_ACCOUNT.password)],
  );
  await db.query(
    `INSERT INTO customer (id, store_id, custno, first_name, last_name, email, cellular, customer_type)
     VALUES (7001, 3, 'C-1001', 'Maria', 'Lopez', 'maria.lopez@example.com', '+15551234567', 'SERVICE')`,
  );
  await db.query(
    `INSERT INTO service_vehicle (id, customer_id, vin, make, model, year, odometer)
     VALUES (9001, 7001, '1HGCM82633A004352', 'Honda', 'Accord', 2021, 4800)`,
  );
  await db.query(
    `INSERT INTO future_service_interaction (id, customer_id, vehicle_id, store_id, boc_id, planned_service_type, stage)
     VALUES (101, 7001, 9001, 3, 2, 'OIL_CHANGE', 'INITIATED')`,
  );
}
