import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 30, point 10: a list text's preview names each member's outcome, and the send does exactly
// that. The clock is the test's: midday across the US (texts go now), or night (quiet hours hold them).
const MIDDAY = new Date('2026-03-10T19:00:00Z');
const NIGHT = new Date('2026-03-10T09:00:00Z');
let now = MIDDAY;
let server: TestServer;
const TENANT = 1;

type Customer = { id: number; leadId: number; cellular: string; firstName: string };
let texted: Customer;
let optedOut: Customer;
let landline: Customer;
let pending: Customer;
const TEXTED_EMAIL = `texted.${Date.now()}@example.com`;
/** The newest message before the tests: the seeded conversations are older. */
let before = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  // Customers of store 1 who may be texted, each the only one with their number.
  const rows = await server.db.query<Customer>(
    `SELECT DISTINCT ON (c.id) c.id, f.id AS "leadId", c.cellular, c.first_name AS "firstName"
       FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
      WHERE f.store_id = 1 AND NOT c.block_sms AND c.cellular ~ '^\\+1[2-9]\\d{9}$'
        AND c.cellular_line_type IS DISTINCT FROM 'landline' AND c.first_name <> ''
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.customer_id = c.id OR m.fsi_id IN
                          (SELECT id FROM future_service_interaction WHERE customer_id = c.id))
        AND NOT EXISTS (SELECT 1 FROM consent_pending p WHERE p.customer_id = c.id)
        AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
      ORDER BY c.id LIMIT 4`,
  );
  [texted, optedOut, landline, pending] = rows as [Customer, Customer, Customer, Customer];
  await server.db.query('UPDATE customer SET email = $2 WHERE id = $1', [texted.id, TEXTED_EMAIL]);
  [{ last: before }] = (await server.db.query<{ last: number }>(
    'SELECT COALESCE(max(id), 0) AS last FROM message_instance',
  )) as [{ last: number }];
  await server.db.query(
    "INSERT INTO mark (customer_id, intent_type, value) VALUES ($1, 'SMS_OPT_OUT', 'STOP')",
    [optedOut.id],
  );
  await server.db.query("UPDATE customer SET cellular_line_type = 'landline' WHERE id = $1", [landline.id]);
  await server.db.query(
    `INSERT INTO consent_pending (customer_id, fsi_id, text, ai_enabled_before, since)
     VALUES ($1, $2, 'no more please', true, $3)`,
    [pending.id, pending.leadId, MIDDAY],
  );
});
afterAll(() => server.close());

async function call(role: Role, url: string, payload: object) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: await server.signIn(role),
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
let lists = 0;
async function listOf(entries: object[]): Promise<number> {
  lists += 1;
  const made = await call('SUPER_USER', '/mailinglist', {
    tenantId: TENANT,
    code: `LIST-TXT${lists}-${Date.now()}`,
  });
  const listId = made.body['mailingListMasterId'] as number;
  await call('SUPER_USER', '/mailinglist/details/bulk', {
    tenantId: TENANT,
    mailingListMasterId: listId,
    entries,
  });
  return listId;
}
const BODY = 'Hi ${lead.contact.firstName}, our service lane is open late this week.';
const request = (listId: number, extra: object = {}) => ({
  tenantId: TENANT,
  mailingListMasterId: listId,
  body: BODY,
  ...extra,
});
type Member = {
  name: string;
  outcome: string;
  reasonCode: string | null;
  reason: string | null;
  sendAt: string | null;
};
const messagesOf = (leadId: number) =>
  server.db.query<{ content: string; message_type: string }>(
    'SELECT content, message_type FROM message_instance WHERE fsi_id = $1 AND id > $2 ORDER BY id',
    [leadId, before],
  );

describe('texting a mailing list (issue 30, point 10)', () => {
  let listId: number;
  it('previews each member: who is texted, who not and why, with counts', async () => {
    listId = await listOf([
      { firstName: 'Texted', cellular: texted.cellular },
      { firstName: 'Again', email: TEXTED_EMAIL },
      { firstName: 'Stopped', cellular: optedOut.cellular },
      { firstName: 'Desk', cellular: landline.cellular },
      { firstName: 'Asked', cellular: pending.cellular },
      { firstName: 'Stranger', cellular: '+12125550199' },
      { firstName: 'Mail', email: `only.${Date.now()}@example.com` },
    ]);
    const preview = await call('SUPER_USER', '/mailinglist/text/preview', request(listId));
    expect(preview.status).toBe(200);
    const members = preview.body['members'] as Member[];
    expect(members.map((member) => [member.name, member.outcome, member.reasonCode])).toEqual([
      ['Texted', 'TEXT_NOW', null],
      ['Again', 'NOT_TEXTED', 'DUPLICATE'],
      ['Stopped', 'NOT_TEXTED', 'OPTED_OUT'],
      ['Desk', 'NOT_TEXTED', 'LANDLINE'],
      ['Asked', 'NOT_TEXTED', 'CONSENT_PENDING'],
      ['Stranger', 'NOT_TEXTED', 'NOT_A_CUSTOMER'],
      ['Mail', 'NOT_TEXTED', 'NO_MOBILE'],
    ]);
    expect(members[2]!.reason).toBe('Opted out of text messages');
    expect(preview.body['counts']).toEqual({ textNow: 1, held: 0, notTexted: 6, total: 7 });
    expect(preview.body['sampleText']).toBe(
      `Hi ${texted.firstName}, our service lane is open late this week.`,
    );
    expect(await messagesOf(texted.leadId)).toEqual([]);
  });

  it('sends nothing when the counts staff saw are not the plan any more', async () => {
    const refused = await call(
      'SUPER_USER',
      '/mailinglist/text',
      request(listId, { expected: { textNow: 2, held: 0, notTexted: 5 } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body['message']).toMatch(/changed since the preview/);
    expect(await messagesOf(texted.leadId)).toEqual([]);
  });

  it('sends what the preview said: one text, and a note in each blocked conversation', async () => {
    const sent = await call(
      'SUPER_USER',
      '/mailinglist/text',
      request(listId, { expected: { textNow: 1, held: 0, notTexted: 6 } }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body['counts']).toEqual({ textNow: 1, held: 0, notTexted: 6, total: 7 });
    expect((await messagesOf(texted.leadId)).map((m) => m.content)).toEqual([
      `Hi ${texted.firstName}, our service lane is open late this week.`,
    ]);
    for (const blocked of [optedOut, landline, pending]) {
      const texts = await messagesOf(blocked.leadId);
      expect(texts.filter((m) => m.message_type === 'SMS')).toEqual([]);
      expect(texts.map((m) => m.content).join('\n')).toMatch(/The list text not sent: /);
    }
    const [lead] = await server.db.query<{ conversation_initiated: boolean }>(
      'SELECT conversation_initiated FROM future_service_interaction WHERE id = $1',
      [texted.leadId],
    );
    expect(lead!.conversation_initiated).toBe(true);
  });

  it('holds the text for quiet hours at night, saying until when', async () => {
    now = NIGHT;
    try {
      const night = await listOf([{ firstName: 'Night', cellular: texted.cellular }]);
      const preview = await call('SUPER_USER', '/mailinglist/text/preview', request(night));
      const [member] = preview.body['members'] as Member[];
      expect(member!.outcome).toBe('HELD');
      expect(new Date(member!.sendAt!).getTime()).toBeGreaterThan(NIGHT.getTime());
      expect(preview.body['counts']).toEqual({ textNow: 0, held: 1, notTexted: 0, total: 1 });
    } finally {
      now = MIDDAY;
    }
  });

  it('refuses a list nobody on it can be texted, and a role without mailing lists', async () => {
    const nobody = await listOf([{ firstName: 'Stopped', cellular: optedOut.cellular }]);
    const refused = await call('SUPER_USER', '/mailinglist/text', request(nobody));
    expect(refused.status).toBe(400);
    expect(refused.body['message']).toBe('Nobody on this list can be texted: see why beside each entry.');
    const empty = await call('SUPER_USER', '/mailinglist/text/preview', { ...request(nobody), body: '' });
    expect(empty.status).toBe(400);
    expect((await call('OFFICE_USER', '/mailinglist/text/preview', request(nobody))).status).toBe(403);
    expect((await call('OFFICE_USER', '/mailinglist/text', request(nobody))).status).toBe(403);
  });

  it('fills the booking link in a list text: the preview and the text carry the lead’s live link (issue 34)', async () => {
    const linked = await listOf([{ firstName: 'Linked', cellular: texted.cellular }]);
    const body = 'Hi ${lead.contact.firstName}, book your service here: ${lead.deal.bookingLink}';
    const preview = await call('SUPER_USER', '/mailinglist/text/preview', request(linked, { body }));
    const sample = preview.body['sampleText'] as string;
    const shown = /\/book\/\d+\.[A-Za-z0-9_-]{43}$/.exec(sample)?.[0];
    expect(shown, sample).toBeDefined();
    expect(sample).toBe(`Hi ${texted.firstName}, book your service here: ${shown}`);
    const sent = await call('SUPER_USER', '/mailinglist/text', request(linked, { body }));
    expect(sent.status).toBe(200);
    expect((await messagesOf(texted.leadId)).at(-1)!.content).toBe(sample);
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/future-service-interaction/booking-link?future-service-interaction-id=${texted.leadId}`,
      headers: await server.signIn('SUPER_USER'),
    });
    expect((status.json() as { url: string }).url).toBe(shown);
    const opened = await server.app.inject({
      method: 'GET',
      url: `/api${shown!.replace('/book/', '/booking-link/')}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });
});
