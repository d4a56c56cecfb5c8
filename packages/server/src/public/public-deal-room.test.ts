import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 13 finding 1: the public deal room opens only with an invitation staff made for that lead.
const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let clockOffset = 0;
const clock = { now: () => new Date(Date.now() + clockOffset) };

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

const PUBLIC_PATHS = ['future-service-interaction', 'conversationHistory', 'assistantList'] as const;
type Link = { futureServiceInteractionId: string; userMasterId: string; token: string };

const publicGet = (path: string, query: Partial<Link>) =>
  server.app.inject({ method: 'GET', url: `/servicedealroom/${path}`, query });

const linkOf = (url: string): Link => {
  const params = new URL(url, 'http://torque.test').searchParams;
  return {
    futureServiceInteractionId: params.get('futureServiceInteractionId') ?? '',
    userMasterId: params.get('userMasterId') ?? '',
    token: params.get('token') ?? '',
  };
};

async function staff(method: 'GET' | 'POST' | 'DELETE', fsi: number) {
  return server.app.inject({
    method,
    url: `/api/future-service-interaction/deal-room-invitation?future-service-interaction-id=${fsi}`,
    headers: await server.signIn('SUPER_USER'),
  });
}

async function invite(fsi: number): Promise<{ link: Link; url: string }> {
  const response = await staff('POST', fsi);
  expect(response.statusCode).toBe(200);
  const { url } = response.json() as { url: string };
  return { link: linkOf(url), url };
}

/** A lead whose conversation has internal notes and internal notifications (hand-offs). */
async function leadWithStaffOnlyMessages(): Promise<number> {
  const [row] = await server.db.query<{ fsi: number }>(
    `SELECT f.id AS fsi FROM future_service_interaction f
      WHERE EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id AND m.message_type = 'INTERNAL_NOTES')
        AND EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id AND m.message_type = 'INTERNAL')
        AND EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id AND m.message_type = 'SMS')
      ORDER BY f.id LIMIT 1`,
  );
  if (!row) throw new Error('no seeded lead with internal messages');
  return row.fsi;
}

const expectRefused = async (query: Partial<Link>) => {
  for (const path of PUBLIC_PATHS) {
    const response = await publicGet(path, query);
    expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('"customerMaster"');
    expect(response.body).not.toContain('"data"');
  }
};

describe('public deal room: the link carries the authority', () => {
  it('reads none of the seeded leads by sequential ids alone (the old-style link)', async () => {
    const leads = await server.db.query<{ fsi: number; user: number }>(
      `SELECT f.id AS fsi, (SELECT u.id FROM app_user u WHERE u.store_id = f.store_id ORDER BY u.id LIMIT 1) AS "user"
         FROM future_service_interaction f ORDER BY f.id`,
    );
    expect(leads.length).toBeGreaterThanOrEqual(40);
    let readable = 0;
    for (const lead of leads) {
      const response = await publicGet('conversationHistory', {
        futureServiceInteractionId: String(lead.fsi),
        userMasterId: String(lead.user),
      });
      if (response.statusCode === 200) readable += 1;
      else expect(response.statusCode).toBe(400);
    }
    expect(readable).toBe(0);
  });

  it('opens the invited lead with its token and shows only customer-facing messages', async () => {
    const fsi = await leadWithStaffOnlyMessages();
    const { link, url } = await invite(fsi);
    expect(url).toMatch(
      /^\/service\/landing\?futureServiceInteractionId=\d+&userMasterId=\d+&token=[\w-]{43}$/,
    );
    const lead = await publicGet('future-service-interaction', link);
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toMatchObject({ id: fsi, futureServiceInteractionMarks: [], customerMarks: [] });
    const history = await publicGet('conversationHistory', link);
    expect(history.statusCode).toBe(200);
    const messages = (history.json() as { data: { messageType: string; notificationType: string }[] }).data;
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(['SMS', 'EMAIL', 'CALENDAR_INVITE']).toContain(message.messageType);
      expect(message.notificationType).not.toMatch(/^INTERNAL/);
    }
    const notes = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type IN ('INTERNAL', 'INTERNAL_NOTES')",
      [fsi],
    );
    for (const note of notes) expect(history.body).not.toContain(JSON.stringify(note.content).slice(1, -1));
    expect((await publicGet('assistantList', link)).statusCode).toBe(200);
  });

  it('refuses the token for another lead, another user, or with a changed character', async () => {
    const fsi = await leadWithStaffOnlyMessages();
    const { link } = await invite(fsi);
    const [other] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE id <> $1 ORDER BY id LIMIT 1',
      [fsi],
    );
    await expectRefused({ ...link, futureServiceInteractionId: String(other!.id) });
    await expectRefused({ ...link, userMasterId: String(Number(link.userMasterId) + 1) });
    const flipped = (link.token.startsWith('A') ? 'B' : 'A') + link.token.slice(1);
    await expectRefused({ ...link, token: flipped });
    const refused = await publicGet('conversationHistory', { ...link, token: flipped });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This link is no longer valid.');
  });

  it('refuses an expired link after its 14 days', async () => {
    const fsi = await leadWithStaffOnlyMessages();
    const { link } = await invite(fsi);
    clockOffset = 13 * DAY;
    try {
      expect((await publicGet('conversationHistory', link)).statusCode).toBe(200);
      clockOffset = 14 * DAY + 60_000;
      await expectRefused(link);
    } finally {
      clockOffset = 0;
    }
  });

  it('refuses a revoked link, and inviting again gives a new link that works', async () => {
    const fsi = await leadWithStaffOnlyMessages();
    const first = await invite(fsi);
    const status = (await staff('GET', fsi)).json() as { invitation: { expiresAt: string } | null };
    expect(status.invitation).toMatchObject({ futureServiceInteractionId: fsi });
    expect(new Date(status.invitation!.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    const revoked = await staff('DELETE', fsi);
    expect(revoked.json()).toEqual({ message: 'Deal room link revoked.' });
    await expectRefused(first.link);
    expect((await staff('GET', fsi)).json()).toEqual({ invitation: null });

    const second = await invite(fsi);
    expect(second.link.token).not.toBe(first.link.token);
    expect((await publicGet('conversationHistory', second.link)).statusCode).toBe(200);
    const third = await invite(fsi);
    await expectRefused(second.link); // inviting again replaces the earlier link
    expect((await publicGet('future-service-interaction', third.link)).statusCode).toBe(200);
  });

  it('keeps only a hash of the token in the database', async () => {
    const fsi = await leadWithStaffOnlyMessages();
    const { link } = await invite(fsi);
    const rows = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM deal_room_invitation WHERE fsi_id = $1',
      [fsi],
    );
    expect(rows.some((row) => row.token_hash.includes(link.token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('lets only staff who see the lead invite or revoke', async () => {
    const [foreign] = await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f
        WHERE f.store_id <> (SELECT store_id FROM app_user WHERE email = 'office_manager@torque.demo')
        ORDER BY f.id LIMIT 1`,
    );
    const headers = await server.signIn('OFFICE_MANAGER');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({
        method,
        url: `/api/future-service-interaction/deal-room-invitation?future-service-interaction-id=${foreign!.id}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/deal-room-invitation?future-service-interaction-id=${foreign!.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
