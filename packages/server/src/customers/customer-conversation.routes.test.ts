import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 30, point 11: 'Text customer' on the customer page opens the customer's conversation.
describe('the conversation a customer is texted in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = async (role: Role, url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: await server.signIn(role), payload });
  const open = (customerId: number, role: Role = 'SUPER_USER', bocId = 1) =>
    call(role, `/api/boc/${bocId}/customer/conversation`, { customerId });

  it("answers the customer's latest lead, opening none", async () => {
    const [row] = await server.db.query<{ customer_id: number; id: number }>(
      `SELECT DISTINCT ON (f.customer_id) f.customer_id, f.id FROM future_service_interaction f
         JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = c.store_id WHERE s.boc_id = 1
        ORDER BY f.customer_id, f.last_activity_at DESC NULLS LAST, f.created_on DESC, f.id DESC LIMIT 1`,
    );
    const before = await server.db.query('SELECT id FROM future_service_interaction');
    const opened = await open(row!.customer_id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ futureServiceInteractionId: row!.id, created: false });
    expect(await server.db.query('SELECT id FROM future_service_interaction')).toHaveLength(before.length);
  });

  it('opens a service lead for a customer without one, once, on a placeholder vehicle, texting nothing', async () => {
    const [store] = await server.db.query<{ id: number }>('SELECT id FROM store WHERE boc_id = 1 LIMIT 1');
    const created = await call('SUPER_USER', '/api/boc/1/customer', {
      selectedBocId: 1,
      store: store!.id,
      firstName: 'Lina',
      lastName: 'Okafor',
      cellular: '7185550177',
    });
    expect(created.statusCode).toBe(200);
    const customerId = (created.json() as { id: number }).id;
    const first = await open(customerId);
    expect(first.json()).toMatchObject({ created: true });
    const leadId = (first.json() as { futureServiceInteractionId: number }).futureServiceInteractionId;
    const [lead] = await server.db.query<{ customer_id: number; ai_enabled: boolean; vin: string }>(
      `SELECT f.customer_id, f.ai_enabled, v.vin FROM future_service_interaction f
         JOIN service_vehicle v ON v.id = f.vehicle_id WHERE f.id = $1`,
      [leadId],
    );
    expect(lead).toEqual({ customer_id: customerId, ai_enabled: false, vin: 'UNKNOWN0000000000' });
    expect(await server.db.query('SELECT id FROM message_instance WHERE fsi_id = $1', [leadId])).toEqual([]);
    expect((await open(customerId)).json()).toEqual({ futureServiceInteractionId: leadId, created: false });
  });

  it('refuses a viewing-only role and a customer of another BOC', async () => {
    const [row] = await server.db.query<{ id: number }>(
      'SELECT c.id FROM customer c JOIN store s ON s.id = c.store_id WHERE s.boc_id = 1 LIMIT 1',
    );
    expect((await open(row!.id, 'OFFICE_USER')).statusCode).toBe(403);
    expect((await open(row!.id, 'SUPER_USER', 2)).statusCode).toBe(404);
  });
});
