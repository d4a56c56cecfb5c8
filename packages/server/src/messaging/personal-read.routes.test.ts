import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Second list 2 of issue 14: a user without a store (here the super user) has reads kept per user;
// the store's own unread count, what its staff still have to answer, is left alone.
describe('personal read state outside a store context', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = async (role: Role, url: string) =>
    server.app.inject({ method: 'GET', url, headers: await server.signIn(role) });
  const unreadOf = async (role: Role, leadId: number) =>
    (
      (
        await get(role, `/api/future-service-interaction?future-service-interaction-id=${leadId}`)
      ).json() as Schemas['Lead']
    ).totalUnreadCount;
  const unreadConversations = async (role: Role) =>
    ((await get(role, '/api/svc-message-instance/unreadByService')).json() as Schemas['UnreadCounts']).total;
  const read = async (role: Role, leadId: number, messageId: number) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/svc-message-instance/read',
      headers: await server.signIn(role),
      payload: { futureServiceInteractionId: leadId, lastReadMessageInstanceId: messageId },
    });
  /** A store-1 lead with unread customer texts, and its received message ids, oldest first. */
  const unreadLead = async (minimum: number) => {
    const [lead] = await server.db.query<{ id: number; unread: number }>(
      `SELECT id, total_unread_count AS unread FROM future_service_interaction
        WHERE store_id = 1 AND NOT archived AND total_unread_count >= $1 ORDER BY id DESC LIMIT 1`,
      [minimum],
    );
    if (!lead) throw new Error(`no lead with ${minimum} unread`);
    const received = await server.db.query<{ id: number }>(
      "SELECT id FROM message_instance WHERE fsi_id = $1 AND direction = 'RECEIVED' ORDER BY id",
      [lead.id],
    );
    const all = await server.db.query<{ id: number }>(
      'SELECT id FROM message_instance WHERE fsi_id = $1 ORDER BY id',
      [lead.id],
    );
    return {
      ...lead,
      received: received.map((row) => row.id),
      all: all.map((row) => row.id),
      last: all.at(-1)!.id,
    };
  };

  it("keeps the super user's read across reloads without clearing the store's unread count", async () => {
    const lead = await unreadLead(1);
    const before = await unreadConversations('SUPER_USER');
    expect(await unreadOf('SUPER_USER', lead.id)).toBe(lead.unread);

    const response = await read('SUPER_USER', lead.id, lead.last);
    expect(response.statusCode).toBe(200);

    expect(await unreadOf('SUPER_USER', lead.id)).toBe(0);
    expect(await unreadConversations('SUPER_USER')).toBe(before - 1);
    // The store's staff still have it to answer.
    expect(await unreadOf('OFFICE_USER', lead.id)).toBe(lead.unread);
    const [stored] = await server.db.query<{ total_unread_count: number }>(
      'SELECT total_unread_count FROM future_service_interaction WHERE id = $1',
      [lead.id],
    );
    expect(stored?.total_unread_count).toBe(lead.unread);
    // Another user without a store has not read it.
    expect(await unreadOf('SUPER_DATA_ADMIN', lead.id)).toBe(lead.unread);
  });

  it('counts what arrived after the mark, and never moves the mark back', async () => {
    const lead = await unreadLead(1);
    // The message just before the customer's last text: that text arrived after the mark.
    const secondLast = lead.all[lead.all.indexOf(lead.received.at(-1)!) - 1]!;
    expect((await read('SUPER_DATA_ADMIN', lead.id, secondLast)).statusCode).toBe(200);
    expect(await unreadOf('SUPER_DATA_ADMIN', lead.id)).toBe(1);
    expect((await read('SUPER_DATA_ADMIN', lead.id, lead.last)).statusCode).toBe(200);
    expect(await unreadOf('SUPER_DATA_ADMIN', lead.id)).toBe(0);
    // A late, older read changes nothing.
    expect((await read('SUPER_DATA_ADMIN', lead.id, secondLast)).statusCode).toBe(200);
    expect(await unreadOf('SUPER_DATA_ADMIN', lead.id)).toBe(0);
  });

  it('lists the lead with the personal count in searches', async () => {
    const lead = await unreadLead(1);
    expect((await read('SUPER_ACCESS_ADMIN', lead.id, lead.last)).statusCode).toBe(200);
    const [customer] = await server.db.query<{ custno: string }>(
      'SELECT c.custno FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id WHERE f.id = $1',
      [lead.id],
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=20',
      headers: await server.signIn('SUPER_ACCESS_ADMIN'),
      payload: { searchText: customer?.custno },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as Schemas['LeadPage'];
    const listed = page.data.find((row) => row.id === lead.id);
    expect(listed?.totalUnreadCount).toBe(0);
  });
});
