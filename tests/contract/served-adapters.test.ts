import { createApiClient, HttpAuthGateway, HttpConversationGateway, HttpLeadGateway } from '@torque/adapters';
import { LeadIdSchema, type UserSession } from '@torque/domain';
import { InMemorySessionStore } from '@torque/domain/testing';
import { buildApp, DEMO_PASSWORD, type Database } from '@torque/server';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../packages/server/src/testing/test-database.js';
import { authContract } from '../../packages/adapters/src/contract-suites/auth.suite.js';
import {
  conversationContract,
  type MessageTarget,
} from '../../packages/adapters/src/contract-suites/conversation.suite.js';
import { leadGatewayContract } from '../../packages/adapters/src/contract-suites/leads.suite.js';

// Issue "contract and adapters": the HTTP adapters' contract suites against the real reference server
// on a loopback port, for the operations it serves (login, logout, searchLeads, getLead,
// getConversationHistory, sendMessage, markConversationRead). The same suites run against the
// in-memory fakes and the contract double in packages/adapters.
const ACCOUNT = { email: 'office_user@torque.demo', password: DEMO_PASSWORD };

let database: TestDatabase;
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let session: UserSession;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  app = await buildApp({ db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signedIn = await new HttpAuthGateway(client(new InMemorySessionStore())).login(ACCOUNT);
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.error.message}`);
  session = signedIn.value;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function client(sessionStore: InMemorySessionStore) {
  return createApiClient({ baseUrl: base, sessionStore });
}

const signedInClient = () => client(new InMemorySessionStore(session));
const UNKNOWN = LeadIdSchema.parse(987_654_321);

type Row = { leadId: number; customerId: number; cellular: string; phone: string };

/** A lead of the office user's store (store 1) whose customer may, or may not, be texted. */
async function target(optedOut: boolean): Promise<MessageTarget> {
  const blocked = `(c.block_sms OR EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id)))`;
  const [row] = await db.query<Row>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
      WHERE f.store_id = 1 AND c.cellular NOT LIKE '%0000' AND ${optedOut ? '' : 'NOT'} ${blocked}
      ORDER BY f.id LIMIT 1`,
  );
  if (!row) throw new Error(`the demo data has no ${optedOut ? 'opted-out' : 'textable'} lead in store 1`);
  return {
    leadId: LeadIdSchema.parse(row.leadId),
    customerId: row.customerId,
    from: row.phone,
    to: row.cellular,
  };
}

authContract(async () => {
  const sessionStore = new InMemorySessionStore();
  return {
    gateway: new HttpAuthGateway(client(sessionStore)),
    account: ACCOUNT,
    keep: (kept) => sessionStore.save(kept),
  };
});

leadGatewayContract(async () => {
  const sessionStore = new InMemorySessionStore(session);
  return { gateway: new HttpLeadGateway(client(sessionStore), sessionStore), unknownLeadId: UNKNOWN };
});

conversationContract(async () => {
  const sessionStore = new InMemorySessionStore(session);
  return {
    gateway: new HttpConversationGateway(signedInClient()),
    leads: new HttpLeadGateway(client(sessionStore), sessionStore),
    textable: await target(false),
    optedOut: await target(true),
    unknownLeadId: UNKNOWN,
  };
});
