import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 31 point 2 on the server: staff's correction (or confirmation) in Show Intents teaches the
// assistant of that enterprise, without a restart and on every server instance; another enterprise's
// customers are read as before. Show Intents counts staff's agreement over the last 30 days.
const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
/** A second enterprise's store, made by the test: its customers must never be read by enterprise 1's teaching. */
const OTHER_STORE = '+13125550199';
const WORDS = 'the blue one went to my nephew when he started college';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(`INSERT INTO enterprise (id, name) VALUES (2, 'Lakeside Motors')`);
  await server.db.query(
    `INSERT INTO boc (id, enterprise_id, boc_code, name) VALUES (902, 2, 'LAKE', 'Lakeside')`,
  );
  await server.db.query(
    `INSERT INTO store (id, enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
     VALUES (902, 2, 902, 'LAKE-1', 'Lakeside Honda', 'Honda', 'America/Chicago', 'GMT-06:00', $1)`,
    [OTHER_STORE],
  );
});
afterAll(() => server.close());

type Target = { leadId: number; cellular: string };
let next = 0;
/** A store-1 lead whose customer has only it and may be texted. */
async function target(): Promise<Target> {
  const [row] = await server.db.query<Target>(
    `SELECT f.id AS "leadId", c.cellular
       FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
      WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
      ORDER BY c.id OFFSET $1 LIMIT 1`,
    [next++],
  );
  return row!;
}

/** A text in; answers the code the assistant settled it as, and the stored message's id. */
async function texts(app: TestServer['app'], from: string, to: string, body: string) {
  const form = textFrom(from, to, body);
  expect((await postTwilio(app, INBOUND, form)).statusCode).toBe(200);
  const [row] = await server.db.query<{ id: number; fsiId: number; code: string }>(
    `SELECT m.id, m.fsi_id AS "fsiId", i.code FROM message_instance m JOIN message_intent i ON i.message_id = m.id
      WHERE m.provider_message_id = $1`,
    [form.MessageSid],
  );
  return row!;
}

const intentsUrl = (leadId: number, messageId: number) =>
  `/api/future-service-interaction/intentDetails?future-service-interaction-id=${leadId}&messageId=${messageId}`;

async function intentsOf(leadId: number, messageId: number) {
  const response = await server.app.inject({
    method: 'GET',
    url: intentsUrl(leadId, messageId),
    headers: await server.signIn('SUPER_USER'),
  });
  return response.json() as { classification: { taughtBy?: string | null } };
}

async function check(leadId: number, messageId: number, code: string) {
  const response = await server.app.inject({
    method: 'PUT',
    url: intentsUrl(leadId, messageId).replace('intentDetails?', 'intentDetails/classification?'),
    headers: await server.signIn('SUPER_USER'),
    payload: { code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { classifierCheck: { checked: number; agreed: number } };
}

describe('staff corrections teach the assistant (issue 31 point 2)', () => {
  it('reads the same words as corrected from the next reply, on another instance too, and not for another enterprise', async () => {
    // A second instance on the same database, which has read a reply of enterprise 1 before the correction.
    const other = await buildApp({ db: server.db, emailResponseSecret: server.emailResponseSecret });
    try {
      const first = await target();
      const before = await texts(server.app, first.cellular, TOYOTA, WORDS);
      const taught = before.code === 'DD' ? 'TU' : 'DD';
      const warm = await target();
      expect((await texts(other, warm.cellular, TOYOTA, WORDS)).code).toBe(before.code);

      await check(before.fsiId, before.id, taught);
      const [example] = await server.db.query<{ enterprise_id: number; wording: string; code: string }>(
        'SELECT enterprise_id, wording, code, taught_by FROM taught_reply WHERE message_id = $1',
        [before.id],
      );
      expect(example).toMatchObject({ enterprise_id: 1, wording: WORDS, code: taught });

      const again = await target();
      const read = await texts(server.app, again.cellular, TOYOTA, `${WORDS.toUpperCase()}!`);
      expect(read.code).toBe(taught);
      // Show Intents says who taught it; the taught reply itself was read by the classifier.
      expect((await intentsOf(read.fsiId, read.id)).classification.taughtBy).toMatch(/\S/);
      expect((await intentsOf(before.fsiId, before.id)).classification.taughtBy).toBeNull();
      expect((await texts(other, warm.cellular, TOYOTA, WORDS)).code).toBe(taught);
      // A near match: one word more of ten.
      expect((await texts(server.app, again.cellular, TOYOTA, `${WORDS} lol`)).code).toBe(taught);
      // Another enterprise's customer, in the same words, is read by the classifier alone.
      const stranger = await texts(server.app, '+13125550123', OTHER_STORE, WORDS);
      expect(stranger.code).toBe(before.code);
      expect((await intentsOf(stranger.fsiId, stranger.id)).classification.taughtBy).toBeNull();
    } finally {
      await other.close();
    }
  });

  it("staff's latest word stands: a confirmation after a correction teaches the assistant's own code", async () => {
    const words = 'my brother in law handles all the car stuff for me now';
    const lead = await target();
    const reply = await texts(server.app, lead.cellular, TOYOTA, words);
    const wrong = reply.code === 'TU' ? 'DD' : 'TU';
    await check(reply.fsiId, reply.id, wrong);
    expect((await texts(server.app, (await target()).cellular, TOYOTA, words)).code).toBe(wrong);
    await check(reply.fsiId, reply.id, reply.code);
    expect((await texts(server.app, (await target()).cellular, TOYOTA, words)).code).toBe(reply.code);
  });

  it("counts agreement over the last 30 days in the lead's own enterprise", async () => {
    const lead = await target();
    const reply = await texts(server.app, lead.cellular, TOYOTA, 'who is this and how did you get my number');
    const start = (await check(reply.fsiId, reply.id, reply.code)).classifierCheck;
    expect(start.checked).toBeGreaterThan(0);

    // A check of another enterprise's reply is not counted in enterprise 1.
    const stranger = await texts(server.app, '+13125550124', OTHER_STORE, 'wrong number buddy');
    const theirs = await check(stranger.fsiId, stranger.id, stranger.code === 'TU' ? 'DD' : 'TU');
    expect(theirs.classifierCheck).toEqual({ checked: 1, agreed: 0 });
    const mine = await server.app.inject({
      method: 'GET',
      url: intentsUrl(reply.fsiId, reply.id),
      headers: await server.signIn('SUPER_USER'),
    });
    expect(mine.json().classifierCheck).toEqual(start);

    // A check 31 days old has left the window.
    await server.db.query(
      `UPDATE message_intent SET corrected_at = corrected_at - interval '31 days' WHERE message_id = $1`,
      [reply.id],
    );
    const later = await server.app.inject({
      method: 'GET',
      url: intentsUrl(reply.fsiId, reply.id),
      headers: await server.signIn('SUPER_USER'),
    });
    expect(later.json().classifierCheck).toEqual({ checked: start.checked - 1, agreed: start.agreed - 1 });
  });
});
