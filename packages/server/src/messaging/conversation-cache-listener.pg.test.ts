import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAUGHT_UP } from '../db/postgres.database.js';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// PostgreSQL only (*.pg.test.ts): the LISTEN connection is a real one that can be lost. Its last
// query is the LISTEN, or the catch-up a cached read runs on it (no other listener runs one).
const LISTENER = `SELECT pid FROM pg_stat_activity
                   WHERE datname = current_database()
                     AND query IN ('LISTEN conversation_changed', $1)`;

describe('the conversation cache when its LISTEN connection is lost', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const newest = async (leadId: number) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`,
      headers: await server.signIn('SUPER_DATA_ADMIN'),
    });
    return (response.json() as Schemas['MessagePage']).data.at(-1)!;
  };
  /** An edit the database does not notice: only a cache that is not serving shows it. */
  const unheardEdit = async (messageId: number, content: string) => {
    await server.db.exec(
      'ALTER TABLE message_instance DISABLE TRIGGER message_instance_updated_conversation',
    );
    try {
      await server.db.query('UPDATE message_instance SET content = $2 WHERE id = $1', [messageId, content]);
    } finally {
      await server.db.exec(
        'ALTER TABLE message_instance ENABLE TRIGGER message_instance_updated_conversation',
      );
    }
  };

  it('reads from the database until it listens again, then serves from memory again', async () => {
    const [lead] = await server.db.query<{ fsi_id: number }>(
      'SELECT fsi_id FROM message_instance ORDER BY fsi_id LIMIT 1',
    );
    const leadId = lead!.fsi_id;
    const message = await newest(leadId);
    await unheardEdit(message.id, 'Unheard while listening');
    expect((await newest(leadId)).content).toBe(message.content);

    const [listener] = await server.db.query<{ pid: number }>(LISTENER, [CAUGHT_UP]);
    await server.db.query('SELECT pg_terminate_backend($1)', [listener!.pid]);
    await expect.poll(async () => server.db.query(LISTENER, [CAUGHT_UP]), { timeout: 3000 }).toEqual([]);
    // Lost: every read goes to the database (it listens again after a second's backoff).
    await unheardEdit(message.id, 'Unheard while lost');
    expect((await newest(leadId)).content).toBe('Unheard while lost');

    // Listening again: a read is stored and served, an unheard edit unseen.
    let edits = 0;
    const servedFromMemory = async () => {
      const before = (await newest(leadId)).content;
      await unheardEdit(message.id, `Unheard after listening again ${++edits}`);
      return (await newest(leadId)).content === before;
    };
    await expect.poll(servedFromMemory, { timeout: 5000, interval: 100 }).toBe(true);
  });
});
