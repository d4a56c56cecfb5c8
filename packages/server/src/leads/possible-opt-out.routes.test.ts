import { NO_POSSIBLE_OPT_OUT, OPT_OUT_CONFIRMATION, type Clock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29 point 2, unsure is not a guess: a possible opt-out pauses every automated text to the
// customer until staff answer Confirm opt-out or Not an opt-out, recorded with who and when.
const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
const STORE = 'Torque Toyota of Brooklyn';
/** 212-557 is nobody's yet (inbound-consent-reading uses 212-556, inbound-compliance 212-555). */
const freshNumber = (n: number) => `+1212557${String(n).padStart(4, '0')}`;
/** A Tuesday at noon in New York: inside every quiet-hours window, so automated texts are due at once. */
const NOON = new Date('2026-03-10T16:00:00Z');

describe('a possible opt-out waits for staff (issue 29, point 2)', () => {
  let server: TestServer;
  const carrier = countingCarrier();
  const clock: Clock = { now: () => NOON };
  beforeAll(async () => {
    server = await startTestServer({ carrier: carrier.factory, clock, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  const text = async (phone: string, body: string) =>
    expect((await postTwilio(server.app, INBOUND, textFrom(phone, TOYOTA, body))).statusCode).toBe(200);
  const leadOf = async (phone: string) =>
    (
      await server.db.query<{ leadId: number; customerId: number; aiEnabled: boolean; blockSms: boolean }>(
        `SELECT f.id AS "leadId", c.id AS "customerId", f.ai_enabled AS "aiEnabled", c.block_sms AS "blockSms"
           FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
          WHERE c.cellular = $1 ORDER BY f.id DESC LIMIT 1`,
        [phone],
      )
    )[0]!;
  const setAi = (leadId: number, on: boolean) =>
    server.db.query('UPDATE future_service_interaction SET ai_enabled = $2 WHERE id = $1', [leadId, on]);
  const post = async (
    url: string,
    role: Parameters<TestServer['signIn']>[0] = 'SUPER_USER',
    payload?: object,
  ) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: await server.signIn(role),
      ...(payload ? { payload } : {}),
    });
  const answer = (
    leadId: number,
    which: 'confirm' | 'not-an-opt-out',
    role?: Parameters<TestServer['signIn']>[0],
  ) =>
    post(
      `/api/future-service-interaction/possible-opt-out/${which}?future-service-interaction-id=${leadId}`,
      role,
    );
  const assistantText = (leadId: number) =>
    post(
      `/api/future-service-interaction/workflow/inbound-appointment?future-service-interaction-id=${leadId}&actionIntent=CUSTOMER_SAY_YES`,
    );
  const staffText = (lead: { leadId: number; customerId: number }, to: string) =>
    post('/api/svc-message-instance/svc-send-message', 'SUPER_USER', {
      id: lead.customerId,
      jaguarFutureServiceInteractionId: lead.leadId,
      content: 'Sorry to bother you, shall we stop texting?',
      from: TOYOTA,
      to,
      direction: 'SEND',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    });
  const outboxOf = (leadId: number, kind: string) =>
    server.db.query<{ parked: boolean; status: string }>(
      `SELECT o.next_attempt_at = 'infinity' AS parked, o.status FROM outbox o
         JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1 AND o.kind = $2 ORDER BY o.id`,
      [leadId, kind],
    );
  const ledgerOf = (customerId: number) =>
    server.db.query<{ kind: string; source: string; user_id: number | null; text: string | null }>(
      'SELECT kind, source, user_id, text FROM consent_ledger WHERE customer_id = $1 ORDER BY id',
      [customerId],
    );
  const notesOf = async (leadId: number) =>
    (
      await server.db.query<{ content: string }>(
        "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' ORDER BY id",
        [leadId],
      )
    ).map((row) => row.content);
  const getLead = async (leadId: number) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/api/future-service-interaction?future-service-interaction-id=${leadId}`,
        headers: await server.signIn('SUPER_USER'),
      })
    ).json() as { consentPending?: { text: string; since: string } | null };
  const inbox = async (filter: object = {}) =>
    (
      (await post('/api/future-service-interaction/gi?page=0&size=200', 'SUPER_USER', filter)).json() as {
        data: { id: number }[];
      }
    ).data.map((lead) => lead.id);
  const possibleOptOuts = () => inbox({ leadResponseStatus: 'POSSIBLE_OPT_OUT' });
  /** What open screens were told last about the lead's possible opt-out. */
  const lastPendingEvent = async (leadId: number) =>
    (
      await server.db.query<{ payload: { consentPending?: { text: string } | null } }>(
        `SELECT payload FROM realtime_event WHERE lead_id = $1 AND type = 'LEAD_FLAGS_CHANGED'
            AND payload ? 'consentPending' ORDER BY id DESC LIMIT 1`,
        [leadId],
      )
    )[0]?.payload.consentPending;
  const textsTo = (phone: string) => carrier.sent.filter((sms) => sms.to === phone).map((sms) => sms.body);

  it("holds the assistant's texts, lets staff's go, shows the question, and 'Not an opt-out' resumes all", async () => {
    const phone = freshNumber(1);
    await text(phone, 'Is my car ready?');
    const lead = await leadOf(phone);
    await setAi(lead.leadId, true);
    await text(phone, 'enough already');

    expect(await leadOf(phone)).toMatchObject({ aiEnabled: false, blockSms: false });
    expect((await getLead(lead.leadId)).consentPending).toEqual({
      text: 'enough already',
      since: NOON.toISOString(),
    });
    expect(await possibleOptOuts()).toContain(lead.leadId);
    expect(await lastPendingEvent(lead.leadId)).toEqual({
      text: 'enough already',
      since: NOON.toISOString(),
    });
    // At the top of the inbox, before leads with later activity.
    await text(freshNumber(9), 'Is my car ready?');
    const listed = await inbox();
    const later = (await leadOf(freshNumber(9))).leadId;
    expect(listed.indexOf(lead.leadId)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(lead.leadId)).toBeLessThan(listed.indexOf(later));
    // The lead manager keeps its order by latest activity.
    const managed = (
      (
        await post('/api/future-service-interaction/custom-search?page=0&size=5', 'SUPER_USER', {})
      ).json() as {
        data: { id: number }[];
      }
    ).data.map((each) => each.id);
    expect(managed[0]).not.toBe(lead.leadId);

    expect((await assistantText(lead.leadId)).statusCode).toBe(200);
    expect(await outboxOf(lead.leadId, 'assistant')).toEqual([{ parked: true, status: 'queued' }]);
    expect((await staffText(lead, phone)).statusCode).toBe(200);
    await vi.waitFor(() => expect(textsTo(phone)).toEqual(['Sorry to bother you, shall we stop texting?']));

    // A viewing-only role may not answer.
    expect((await answer(lead.leadId, 'not-an-opt-out', 'OFFICE_USER')).statusCode).toBe(403);
    const done = await answer(lead.leadId, 'not-an-opt-out');
    expect(done.statusCode).toBe(200);

    expect(await leadOf(phone)).toMatchObject({ aiEnabled: true, blockSms: false });
    expect((await getLead(lead.leadId)).consentPending ?? null).toBeNull();
    expect(await possibleOptOuts()).not.toContain(lead.leadId);
    expect(await lastPendingEvent(lead.leadId)).toBeNull();
    const [kept] = await ledgerOf(lead.customerId);
    expect(kept).toMatchObject({ kind: 'consent-kept', source: 'staff', text: 'enough already' });
    expect(kept!.user_id).toEqual(expect.any(Number));
    expect((await notesOf(lead.leadId)).at(-1)).toMatch(/^Not an opt-out, confirmed by .+/);
    await vi.waitFor(() => expect(textsTo(phone)).toHaveLength(2));
    expect(await outboxOf(lead.leadId, 'assistant')).toEqual([{ parked: false, status: 'sent' }]);

    // Answered once: a second answer finds nothing waiting.
    expect((await answer(lead.leadId, 'confirm')).json()).toMatchObject({ message: NO_POSSIBLE_OPT_OUT });
  });

  it("keeps the assistant off after 'Not an opt-out' when it was off before the pause", async () => {
    const phone = freshNumber(2);
    await text(phone, 'Hello');
    const lead = await leadOf(phone);
    await setAi(lead.leadId, false);
    await text(phone, 'enough already');
    expect((await answer(lead.leadId, 'not-an-opt-out')).statusCode).toBe(200);
    expect(await leadOf(phone)).toMatchObject({ aiEnabled: false });
  });

  it("'Confirm opt-out' opts the customer out by staff, confirms once, and the held texts never go", async () => {
    const phone = freshNumber(3);
    await text(phone, 'Hello');
    const lead = await leadOf(phone);
    await setAi(lead.leadId, true);
    await text(phone, 'enough already');
    expect((await assistantText(lead.leadId)).statusCode).toBe(200);
    expect((await answer(lead.leadId, 'confirm')).statusCode).toBe(200);

    expect(await leadOf(phone)).toMatchObject({ aiEnabled: false, blockSms: true });
    const ledger = await ledgerOf(lead.customerId);
    expect(ledger).toEqual([
      { kind: 'opt-out', source: 'staff', user_id: expect.any(Number), text: 'enough already' },
    ]);
    expect((await notesOf(lead.leadId)).at(-1)).toMatch(/^Opt-out confirmed by .+/);
    await vi.waitFor(() =>
      expect(textsTo(phone)).toEqual([OPT_OUT_CONFIRMATION.replace('${lead.office.name}', STORE)]),
    );
    await vi.waitFor(async () =>
      expect((await outboxOf(lead.leadId, 'assistant'))[0]?.status).not.toBe('queued'),
    );
    expect(textsTo(phone)).toHaveLength(1);
  });

  it('a clear STOP answers the waiting question itself', async () => {
    const phone = freshNumber(4);
    await text(phone, 'enough already');
    const lead = await leadOf(phone);
    expect(await possibleOptOuts()).toContain(lead.leadId);
    await text(phone, 'STOP');
    expect(await possibleOptOuts()).not.toContain(lead.leadId);
    expect(await lastPendingEvent(lead.leadId)).toBeNull();
    expect(await leadOf(phone)).toMatchObject({ blockSms: true });
  });
});
