import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type MessagePage = Schemas['MessagePage'];

describe('conversation history and read state', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const history = async (role: Role, fsiId: number) =>
    server.app.inject({
      method: 'GET',
      url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${fsiId}`,
      headers: await server.signIn(role),
    });
  /** A Toyota lead (store 1) whose conversation has the given kind of message. */
  const leadWith = async (condition: string) => {
    const rows = await server.db.query<{ fsi_id: number }>(
      `SELECT m.fsi_id FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id
        WHERE f.store_id = 1 AND ${condition} ORDER BY m.fsi_id LIMIT 1`,
    );
    if (!rows[0]) throw new Error(`no seeded Toyota lead with ${condition}`);
    return rows[0].fsi_id;
  };

  it('returns the conversation oldest first', async () => {
    const fsiId = await leadWith("m.direction = 'RECEIVED'");
    const response = await history('SUPER_DATA_ADMIN', fsiId);
    expect(response.statusCode).toBe(200);
    const page = response.json() as MessagePage;
    expect(page.total).toBe(page.data.length);
    expect(page.data.length).toBeGreaterThanOrEqual(3);
    const times = page.data.map((message) => message.createdOn);
    expect(times).toEqual([...times].sort());
    expect(page.data.every((message) => message.jaguarFutureServiceInteractionId === fsiId)).toBe(true);
  });

  it('shows archived messages to SUPER_DATA_ADMIN only', async () => {
    const fsiId = await leadWith('m.archived');
    const archivedIn = async (role: Role) =>
      ((await history(role, fsiId)).json() as MessagePage).data.filter((message) => message.archived).length;
    expect(await archivedIn('SUPER_DATA_ADMIN')).toBeGreaterThan(0);
    for (const role of ['SUPER_USER', 'OFFICE_MANAGER', 'ENTERPRISE_ADMIN'] as const)
      expect(await archivedIn(role)).toBe(0);
  });

  it('shows internal notes to SUPER_DATA_ADMIN and SUPER_USER only', async () => {
    const fsiId = await leadWith("m.message_type = 'INTERNAL_NOTES' AND NOT m.archived");
    const notesIn = async (role: Role) =>
      ((await history(role, fsiId)).json() as MessagePage).data.filter(
        (message) => message.messageType === 'INTERNAL_NOTES',
      ).length;
    expect(await notesIn('SUPER_DATA_ADMIN')).toBeGreaterThan(0);
    expect(await notesIn('SUPER_USER')).toBeGreaterThan(0);
    for (const role of ['OFFICE_MANAGER', 'OFFICE_USER', 'CORPORATE_ADMIN'] as const)
      expect(await notesIn(role)).toBe(0);
  });

  it("hides another store's conversation as missing", async () => {
    const [ford] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 2 LIMIT 1',
    );
    const response = await history('OFFICE_USER', ford?.id ?? 0);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toHaveLength(1);
  });

  it('marks a conversation read up to a message', async () => {
    const [lead] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 1 AND total_unread_count > 0 ORDER BY id LIMIT 1',
    );
    if (!lead) throw new Error('no unread Toyota lead in the seed');
    const messages = ((await history('OFFICE_USER', lead.id)).json() as MessagePage).data;
    const last = messages[messages.length - 1]!;
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/svc-message-instance/read',
      headers: await server.signIn('OFFICE_USER'),
      payload: { futureServiceInteractionId: lead.id, lastReadMessageInstanceId: last.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const [after] = await server.db.query(
      'SELECT total_unread_count, last_read_message_id FROM future_service_interaction WHERE id = $1',
      [lead.id],
    );
    expect(after).toEqual({ total_unread_count: 0, last_read_message_id: last.id });
  });

  it("refuses to mark read with another lead's message", async () => {
    const [a, b] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 1 AND conversation_initiated ORDER BY id LIMIT 2',
    );
    const [foreign] = await server.db.query<{ id: number }>(
      'SELECT id FROM message_instance WHERE fsi_id = $1 LIMIT 1',
      [b?.id],
    );
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/svc-message-instance/read',
      headers: await server.signIn('OFFICE_USER'),
      payload: { futureServiceInteractionId: a?.id, lastReadMessageInstanceId: foreign?.id },
    });
    expect(response.statusCode).toBe(404);
  });

  it('validates the read request against the contract', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/svc-message-instance/read',
      headers: await server.signIn('OFFICE_USER'),
      payload: { futureServiceInteractionId: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body must have required property 'lastReadMessageInstanceId'");
  });

  it("lists the store's assistant for the service division", async () => {
    const list = async (role: Role, query: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/assistant/v2/getassistlist?${query}`,
          headers: await server.signIn(role),
        })
      ).json();
    const toyota = await list('OFFICE_USER', 'boc_id_pk=1&store_id_pk=1&divisionId=DIV004');
    expect(toyota).toMatchObject({
      total: 1,
      data: [{ agentFirstName: 'Ava', agentPhoneNumber: '+17185550142', initializerProcessEnabled: true }],
    });
    expect((await list('OFFICE_USER', 'boc_id_pk=1&store_id_pk=2&divisionId=DIV004')).data).toEqual([]);
    expect((await list('SUPER_USER', 'boc_id_pk=1&store_id_pk=2&divisionId=DIV001')).total).toBe(1);
    const invalid = await server.app.inject({
      method: 'GET',
      url: '/assistant/v2/getassistlist?boc_id_pk=1&store_id_pk=1&divisionId=DIV999',
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('querystring/divisionId');
  });
});
