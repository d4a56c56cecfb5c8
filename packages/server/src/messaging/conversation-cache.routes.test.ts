import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { LoopbackCarrier } from '../carriers/loopback/carrier.js';
import type { Schemas } from '../http/contract.js';
import { DEMO_PASSWORD, demoUserEmail } from '../seed/demo-organisation.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type MessagePage = Schemas['MessagePage'];
type App = Awaited<ReturnType<typeof buildApp>>;
type Lead = { leadId: number; customerId: number; cellular: string; phone: string };

const INBOUND = '/webhooks/twilio/sms';
const HISTORY = '/api/svc-message-instance/conversation-history?future_service_interaction_id=';
/** The loopback carrier's delivery report comes on its own, a moment after the send. */
const REPORTED = { timeout: 3000, interval: 20 };

// Every kind of write that changes what a conversation shows, read through the cache before and
// after: each is seen because the database notices it (migration 052), not because its code path
// tells the cache, and at once: a read first hears every notice committed before it (no waiting). PGlite by default; PostgreSQL with scripts/with-postgres.sh.
describe('the conversation cache, forgotten by the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      carrier: (onDeliveryReport) => new LoopbackCarrier({ onDeliveryReport, deliveryDelayMs: 50 }),
    });
  });
  afterAll(() => server.close());

  const historyOf = async (leadId: number, role: Role = 'SUPER_DATA_ADMIN', app: App = server.app) => {
    const response = await app.inject({
      method: 'GET',
      url: `${HISTORY}${leadId}`,
      headers: await server.signIn(role),
    });
    return { status: response.statusCode, page: response.json() as MessagePage };
  };
  const contents = async (leadId: number, role?: Role) =>
    (await historyOf(leadId, role)).page.data.map((message) => message.content);
  /** A Toyota lead that may be texted, with messages (offset: a different one per test). */
  const lead = async (offset: number): Promise<Lead> => {
    const rows = await server.db.query<Lead>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.fsi_id = f.id AND m.intent_type = 'SMS_OPT_OUT')
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!rows[0]) throw new Error('no suitable seeded lead');
    return rows[0];
  };
  /** The lead's newest message the role sees, read through history (and so cached). */
  const newestOf = async (leadId: number) => (await historyOf(leadId)).page.data.at(-1)!;

  it('serves a read from memory: a change the database does not notice is not seen', async () => {
    const { leadId } = await lead(0);
    const first = await newestOf(leadId);
    await server.db.exec(
      'ALTER TABLE message_instance DISABLE TRIGGER message_instance_updated_conversation',
    );
    try {
      await server.db.query('UPDATE message_instance SET content = $2 WHERE id = $1', [
        first.id,
        'Unheard edit',
      ]);
      expect((await newestOf(leadId)).content).toBe(first.content);
    } finally {
      await server.db.exec(
        'ALTER TABLE message_instance ENABLE TRIGGER message_instance_updated_conversation',
      );
    }
    // The next noticed change to the lead brings the page up to date.
    await server.db.query('UPDATE message_instance SET archived = archived WHERE id = $1', [first.id]);
    expect((await newestOf(leadId)).content).toBe('Unheard edit');
  });

  it('shows a staff send, then its delivery report', async () => {
    const t = await lead(1);
    await contents(t.leadId);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('OFFICE_USER'),
      payload: {
        id: t.customerId,
        jaguarFutureServiceInteractionId: t.leadId,
        content: 'Your RAV4 is ready.',
        from: t.phone,
        fromName: 'Ava Torque',
        to: t.cellular,
        toName: 'Customer',
        direction: 'SEND',
        mediaUrl: '-',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json() as { id: number };
    expect((await newestOf(t.leadId)).id).toBe(sent.id);
    // The loopback carrier reports delivery 50 ms later, through the delivery-report service.
    await expect.poll(async () => (await newestOf(t.leadId)).messageStatus, REPORTED).toBe('delivered');
  });

  it("shows a customer's inbound text", async () => {
    const t = await lead(2);
    await contents(t.leadId);
    const form = textFrom(t.cellular, t.phone, 'Can I come at 3?');
    expect((await postTwilio(server.app, INBOUND, form)).statusCode).toBe(200);
    expect((await contents(t.leadId)).at(-1)).toBe('Can I come at 3?');
  });

  it('hides a message archived through the API from roles that do not see archived ones', async () => {
    const { leadId } = await lead(3);
    const newest = await newestOf(leadId);
    expect(await contents(leadId, 'OFFICE_USER')).toContain(newest.content);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/svc-message-instance/archive?message_instance_id=${newest.id}`,
      headers: await server.signIn('SUPER_DATA_ADMIN'),
    });
    expect(response.statusCode).toBe(200);
    const ids = async () => (await historyOf(leadId, 'OFFICE_USER')).page.data.map((message) => message.id);
    expect(await ids()).not.toContain(newest.id);
    expect((await newestOf(leadId)).archived).toBe(true);
  });

  it('shows an edit and a deletion made in SQL, outside any service', async () => {
    const { leadId } = await lead(4);
    const newest = await newestOf(leadId);
    await server.db.query('UPDATE message_instance SET content = $2 WHERE id = $1', [
      newest.id,
      'Edited in SQL',
    ]);
    expect((await newestOf(leadId)).content).toBe('Edited in SQL');
    await server.db.query('DELETE FROM message_instance WHERE id = $1', [newest.id]);
    expect((await newestOf(leadId)).id).not.toBe(newest.id);
  });

  it('shows a message moved to another lead (a merge) on both leads', async () => {
    const [from, to] = [await lead(5), await lead(6)];
    const moved = await newestOf(from.leadId);
    await contents(to.leadId);
    await server.db.query('UPDATE message_instance SET fsi_id = $2 WHERE id = $1', [moved.id, to.leadId]);
    const ids = async (leadId: number) => (await historyOf(leadId)).page.data.map((message) => message.id);
    expect(await ids(from.leadId)).not.toContain(moved.id);
    expect(await ids(to.leadId)).toContain(moved.id);
  });

  it('hides a lead moved to another store from its old store, and a store moved to another enterprise', async () => {
    const { leadId } = await lead(7);
    expect((await historyOf(leadId, 'OFFICE_USER')).status).toBe(200);
    expect((await historyOf(leadId, 'ENTERPRISE_USER')).status).toBe(200);
    await server.db.query('UPDATE future_service_interaction SET store_id = 2 WHERE id = $1', [leadId]);
    expect((await historyOf(leadId, 'OFFICE_USER')).status).toBe(404);
    await server.db.query('UPDATE future_service_interaction SET store_id = 1 WHERE id = $1', [leadId]);
    expect((await historyOf(leadId, 'OFFICE_USER')).status).toBe(200);

    const [other] = await server.db.query<{ id: number }>(
      'INSERT INTO enterprise (name) VALUES ($1) RETURNING id',
      ['Elsewhere Motors'],
    );
    const [store] = await server.db.query<{ enterprise_id: number }>(
      'SELECT enterprise_id FROM store WHERE id = 1',
    );
    await server.db.query('UPDATE store SET enterprise_id = $1 WHERE id = 1', [other!.id]);
    try {
      expect((await historyOf(leadId, 'ENTERPRISE_USER')).status).toBe(404);
    } finally {
      await server.db.query('UPDATE store SET enterprise_id = $1 WHERE id = 1', [store!.enterprise_id]);
    }
    expect((await historyOf(leadId, 'ENTERPRISE_USER')).status).toBe(200);
  });

  it('shows a bulk import of messages across more leads than one notice can name', async () => {
    const { leadId } = await lead(8);
    await contents(leadId);
    // Every lead gets one: thousands of ids do not fit in a notice, which then says "forget all".
    await server.db.query(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type)
       SELECT id, 'Imported note', now() + interval '1 day', 'SEND', 'SMS', 'MESSAGE_TO_CUSTOMER'
         FROM future_service_interaction`,
    );
    expect((await contents(leadId)).at(-1)).toBe('Imported note');
  });

  it("shows a write made through another server instance's connection", async () => {
    const { leadId } = await lead(9);
    const other = await server.database.connectAgain();
    const otherApp = await buildApp({ db: other });
    try {
      await otherApp.ready();
      const signIn = await otherApp.inject({
        method: 'POST',
        url: '/user/v2/login',
        payload: { email: demoUserEmail('SUPER_DATA_ADMIN'), password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const token = (signIn.json() as { authToken: string }).authToken;
      const newest = await newestOf(leadId);
      await readOn(otherApp, token, leadId);
      // Written through this instance, read on the other (each has its own cache).
      await server.db.query('UPDATE message_instance SET content = $2 WHERE id = $1', [
        newest.id,
        'From instance one',
      ]);
      expect((await readOn(otherApp, token, leadId)).at(-1)).toBe('From instance one');
      // And the other way round.
      await other.query('UPDATE message_instance SET content = $2 WHERE id = $1', [
        newest.id,
        'From instance two',
      ]);
      expect((await newestOf(leadId)).content).toBe('From instance two');
      // Each write read back at once, alternating instances (on PostgreSQL the notices travel).
      for (let round = 1; round <= 20; round += 1) {
        const [writer, reader] =
          round % 2
            ? [other, () => newestOf(leadId).then((m) => m.content)]
            : [server.db, async () => (await readOn(otherApp, token, leadId)).at(-1)];
        await writer.query('UPDATE message_instance SET content = $2 WHERE id = $1', [
          newest.id,
          `Round ${round}`,
        ]);
        expect(await reader()).toBe(`Round ${round}`);
      }
    } finally {
      await otherApp.close();
      if (other !== server.db) await other.close();
    }
  });

  /** The lead's contents as the other instance serves them to a token signed in there. */
  async function readOn(app: App, token: string, leadId: number): Promise<string[]> {
    const response = await app.inject({
      method: 'GET',
      url: `${HISTORY}${leadId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return (response.json() as MessagePage).data.map((message) => message.content);
  }
});
