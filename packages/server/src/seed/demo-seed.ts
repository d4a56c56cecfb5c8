import { ROLES } from '@torque/domain';
import { hashPassword } from '../auth/password.js';
import { insertRows, syncIdentity, type Row } from '../db/bulk-insert.js';
import type { Database, Queryable } from '../db/database.js';
import { demoLeadRows } from './demo-dataset.js';
import { settleDemoLeadStages } from './demo-stages.js';
import { demoTemplates } from './demo-templates.js';
import { demoCompanyTemplates } from './demo-company-templates.js';
import { addDemoOtherInteractions } from './demo-other-interactions.js';
import { addDemoPlannerVehicles } from './demo-planner-vehicles.js';
import { addDemoBooking } from './demo-booking.js';
import { addDemoAppointments } from './demo-appointments.js';
import { addDemoServiceBoard } from './demo-service-board.js';
import { addDemoReportActivity } from './demo-report-activity.js';
import { addDemoReplyCodes } from './demo-reply-codes.js';
import { addDemoPossibleOptOut } from './demo-possible-opt-out.js';
import {
  DEMO_ASSISTANTS,
  DEMO_BOCS,
  DEMO_ENTERPRISE,
  DEMO_TENANT,
  DEMO_PASSWORD,
  DEMO_STORES,
  demoUserEmail,
} from './demo-organisation.js';
import { DEMO_USERS } from './demo-users.js';
import { Prng } from './prng.js';

export type SeedResult = { readonly seeded: boolean };

const SEED = 20_240_611;
const SEED_LOCK = 7_311_002;
const TABLES = [
  'enterprise',
  'boc',
  'store',
  'assistant',
  'app_user',
  'customer',
  'service_vehicle',
  'future_service_interaction',
  'message_instance',
  'mark',
];

/**
 * Fills an empty database with the demo organisation, one user per role and a few hundred
 * leads with conversations. Does nothing once any enterprise exists, so it is safe on every start.
 */
export async function seedDemoData(db: Database, options: { readonly now?: Date } = {}): Promise<SeedResult> {
  if (await hasEnterprise(db)) return { seeded: false };
  // Generated before the transaction: PGlite serves nothing else while one is open.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const leads = demoLeadRows(new Prng(SEED), options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasEnterprise(tx)) return { seeded: false };
    await insertRows(tx, 'enterprise', [
      { id: 1, name: DEMO_ENTERPRISE, enterprise_type: 'Dealer group', inbound: true, real_time_sync: true },
    ]);
    // The tenant carries its enterprise's id (migration 035); tenant-mode demo users name it.
    await insertRows(tx, 'tenant', [{ id: 1, name: DEMO_TENANT, aiva_file_name: 'service-assistant.aiva' }]);
    await insertRows(
      tx,
      'boc',
      DEMO_BOCS.map((boc) => ({ id: boc.id, enterprise_id: 1, boc_code: boc.code, name: boc.name })),
    );
    await insertRows(
      tx,
      'store',
      DEMO_STORES.map((store) => ({
        id: store.id,
        enterprise_id: 1,
        boc_id: store.bocId,
        store_code: store.code,
        name: store.name,
        make: store.make,
        office_time_zone: store.timeZone,
        timezone_display: store.timezoneDisplay,
        phone_number: store.phone,
      })),
    );
    await insertRows(
      tx,
      'store_number',
      DEMO_STORES.flatMap((store) => [
        { phone_number: store.phone, store_id: store.id, kind: 'main' },
        { phone_number: store.poolPhone, store_id: store.id, kind: 'pool' },
      ]),
    );
    await insertRows(
      tx,
      'assistant',
      DEMO_STORES.flatMap((store) =>
        DEMO_ASSISTANTS.map((assistant) => ({
          store_id: store.id,
          division_id: assistant.divisionId,
          first_name: assistant.firstName,
          last_name: assistant.lastName,
          phone_number: store.phone,
          initializer_process_enabled: true,
        })),
      ),
    );
    await insertRows(
      tx,
      'app_user',
      ROLES.map((role, i): Row => {
        const user = DEMO_USERS[role];
        return {
          id: i + 1,
          email: demoUserEmail(role),
          password_hash: passwordHash,
          role,
          emp_level: user.empLevel,
          tenant: user.tenant,
          enterprise_id: 1,
          store_id: user.storeId,
          division_id: user.divisionId,
          first_name: user.firstName,
          last_name: user.lastName,
          color_code: user.color,
        };
      }),
    );
    await insertRows(tx, 'customer', leads.customers);
    await insertRows(tx, 'service_vehicle', leads.vehicles);
    await insertRows(tx, 'future_service_interaction', leads.leads, { planned_date: 'date' });
    await insertRows(tx, 'message_instance', leads.messages, { media_urls: 'jsonb' });
    await insertRows(tx, 'mark', leads.marks);
    await setLastRead(tx, leads.lastRead);
    // The super user's Personal templates; app_user ids follow ROLES' order (above).
    await insertRows(tx, 'custom_template', demoTemplates(1, ROLES.indexOf('SUPER_USER') + 1));
    await insertRows(tx, 'company_template', demoCompanyTemplates());
    await syncIdentity(tx, TABLES);
    // After the ids are synced: these leads take theirs from the sequence.
    await addDemoOtherInteractions(tx);
    await addDemoPlannerVehicles(tx, options.now ?? new Date());
    await addDemoBooking(tx, options.now ?? new Date());
    await addDemoAppointments(tx, options.now ?? new Date());
    await addDemoServiceBoard(tx, options.now ?? new Date());
    await addDemoReportActivity(tx, options.now ?? new Date());
    await addDemoReplyCodes(tx);
    await addDemoPossibleOptOut(tx);
    await settleDemoLeadStages(tx);
    return { seeded: true };
  });
}

/** Whether the demo sign-ins (with the published password) are in this database. */
export async function demoSignInsExist(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_user WHERE lower(email) = ANY($1::text[]) LIMIT 1', [
    ROLES.map(demoUserEmail),
  ]);
  return rows.length > 0;
}

async function hasEnterprise(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM enterprise LIMIT 1')).length > 0;
}

async function setLastRead(
  tx: Queryable,
  lastRead: readonly { leadId: number; messageId: number }[],
): Promise<void> {
  if (lastRead.length === 0) return;
  const params = lastRead.flatMap((entry) => [entry.leadId, entry.messageId]);
  const values = lastRead.map((_, i) => `($${i * 2 + 1}::int, $${i * 2 + 2}::int)`).join(', ');
  await tx.query(
    `UPDATE future_service_interaction f SET last_read_message_id = r.message_id
       FROM (VALUES ${values}) AS r (lead_id, message_id) WHERE f.id = r.lead_id`,
    params,
  );
}
