import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

describe('pre-status, transcript, chat token, inbound vehicle details, bulk conversation report', () => {
  let server: TestServer;
  let lead = { id: 0, vehicle_id: 0, first_name: '', zone: '' };
  let notStarted = 0;
  let otherStore = 0;
  beforeAll(async () => {
    server = await startTestServer();
    [lead] = (await server.db.query<typeof lead>(
      `SELECT f.id, f.vehicle_id, c.first_name, s.office_time_zone AS zone FROM future_service_interaction f
         JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND f.total_inbound_count > 0
          AND EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id AND m.message_type = 'INTERNAL_NOTES')
        ORDER BY f.id LIMIT 1`,
    )) as [typeof lead];
    [{ id: notStarted }] = (await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE NOT conversation_initiated AND store_id = 1 ORDER BY id LIMIT 1',
    )) as [{ id: number }];
    [{ id: otherStore }] = (await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 2 ORDER BY id LIMIT 1',
    )) as [{ id: number }];
  });
  afterAll(() => server.close());

  const get = async (url: string, role: Role = 'SUPER_USER') =>
    server.app.inject({ method: 'GET', url, headers: await server.signIn(role) });
  const post = async (url: string, payload: object, role: Role = 'SUPER_USER') =>
    server.app.inject({ method: 'POST', url, headers: await server.signIn(role), payload });

  it('tells a lead never texted from one in conversation', async () => {
    const started = await get(
      `/api/svc-message-instance/pre-status?future_service_interaction_id=${lead.id}`,
    );
    expect(started.json()).toMatchObject({ futureServiceInteractionId: lead.id, status: 'IN_PROGRESS' });
    const fresh = await get(
      `/api/svc-message-instance/pre-status?future_service_interaction_id=${notStarted}`,
    );
    expect(fresh.json()).toMatchObject({ status: 'NOT_STARTED', stage: 'NOT_STARTED' });
    const hidden = await get(
      `/api/svc-message-instance/pre-status?future_service_interaction_id=${otherStore}`,
      'OFFICE_USER',
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('downloads a plain-text transcript without internal notes, times in the office zone', async () => {
    const response = await get(
      `/api/svc-message-instance/transcript/download?future_service_interaction_id=${lead.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transcript-[A-Za-z0-9-]+\.txt"$/,
    );
    const text = response.body;
    expect(text).toContain(`Times in ${lead.zone}`);
    expect(text).toContain(`${lead.first_name}`);
    expect(text).toContain('(customer) · SMS');
    const notes = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL_NOTES'",
      [lead.id],
    );
    for (const note of notes) expect(text).not.toContain(note.content.replace(/<[^>]+>/g, '').slice(0, 30));
    // The first customer text, stamped in the office zone.
    const [first] = await server.db.query<{ at: string }>(
      `SELECT to_char(created_on AT TIME ZONE $2, 'DD/MM/YYYY HH24:MI') AS at FROM message_instance
        WHERE fsi_id = $1 AND direction = 'RECEIVED' ORDER BY created_on LIMIT 1`,
      [lead.id, lead.zone],
    );
    expect(text).toContain(`[${first?.at}]`);
    const hidden = await get(
      `/api/svc-message-instance/transcript/download?future_service_interaction_id=${otherStore}`,
      'OFFICE_USER',
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('creates a chat token naming the user', async () => {
    const token = (await post('/api/chat/token', {}, 'OFFICE_USER')).json() as {
      token: string;
      identity: string;
    };
    expect(token.identity).toMatch(/^torque-user-\d+$/);
    expect(token.token.split('.')).toHaveLength(2);
  });

  it('saves the vehicle details a customer gave, refusing a bad VIN and an empty body', async () => {
    const url = '/api/lisa/inbound/vehicleDetails';
    const saved = await post(url, {
      future_service_interaction_id: lead.id,
      make: 'Toyota',
      model: 'RAV4',
      year: 2022,
      mileage: 41000,
    });
    expect(saved.statusCode).toBe(200);
    const [vehicle] = await server.db.query(
      'SELECT make, model, year, odometer FROM service_vehicle WHERE id = $1',
      [lead.vehicle_id],
    );
    expect(vehicle).toEqual({ make: 'Toyota', model: 'RAV4', year: 2022, odometer: 41000 });
    const badVin = await post(url, { future_service_interaction_id: lead.id, vin: 'ABC' });
    expect(badVin.json()).toMatchObject({
      statusCode: 400,
      message: 'A VIN is 17 letters and digits (no I, O or Q).',
    });
    const empty = await post(url, { future_service_interaction_id: lead.id });
    expect(empty.statusCode).toBe(400);
  });

  it('reports bulk conversations from the campaign texts, and only to managers', async () => {
    const none = await get('/api/lisa/report/bulk-conversation/current-date');
    expect(none.json()).toMatchObject({ total: 0, sent: 0, failed: 0, status: 'NO_RUN' });
    const [message] = await server.db.query<{ id: number }>(
      `INSERT INTO message_instance (fsi_id, content, direction, message_type, notification_type, message_status)
       VALUES ($1, 'Hi from the service team', 'SEND', 'SMS', 'SMS', 'failed') RETURNING id`,
      [lead.id],
    );
    await server.db.query(
      `INSERT INTO outbox (message_id, channel, kind, to_address, body, status, not_before, next_attempt_at, created_at, last_error)
       VALUES ($1, 'SMS', 'campaign', '+12125550100', 'Hi', 'failed', now(), now(), now(), 'Carrier refused: unreachable')`,
      [message?.id],
    );
    const status = await get('/api/lisa/report/bulk-conversation/status');
    expect(status.json()).toMatchObject({ total: 1, sent: 0, failed: 1, status: 'COMPLETED' });
    const failed = await get('/api/lisa/report/bulk-conversation/failed?page=0&size=10');
    expect(failed.json()).toMatchObject({
      total: 1,
      data: [{ futureServiceInteractionId: lead.id, error: 'Carrier refused: unreachable' }],
    });
    expect((await get('/api/lisa/report/bulk-conversation/failed', 'OFFICE_MANAGER')).json()).toMatchObject({
      total: 1,
    });
    expect((await get('/api/lisa/report/bulk-conversation/failed', 'DIVISION_MANAGER')).json()).toMatchObject(
      {
        total: 0,
      },
    );
    expect((await get('/api/lisa/report/bulk-conversation/status', 'OFFICE_USER')).statusCode).toBe(403);
  });
});
