import {
  OPT_IN_CONFIRMATION_ES,
  OPT_OUT_CONFIRMATION,
  OPT_OUT_CONFIRMATION_ES,
  POSSIBLE_OPT_OUT_NOTE,
} from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29 point 3, the inbound side: what the server does with each reading of a customer's reply,
// through the signed Twilio webhook as a carrier would post it.
const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
const STORE = 'Torque Toyota of Brooklyn';
/** 212-556 is nobody's yet: each case gets a fresh customer (inbound-compliance.test.ts uses 212-555). */
const freshNumber = (n: number) => `+1212556${String(n).padStart(4, '0')}`;
const named = (template: string) => template.replace('${lead.office.name}', STORE);

describe('the server acts on what a reply says about consent', () => {
  let server: TestServer;
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({ carrier: carrier.factory, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  const text = async (phone: string, body: string) =>
    expect((await postTwilio(server.app, INBOUND, textFrom(phone, TOYOTA, body))).statusCode).toBe(200);
  const customerOf = async (phone: string) =>
    (
      await server.db.query<{ block_sms: boolean; lead_id: number; ai_enabled: boolean }>(
        `SELECT c.block_sms, f.id AS lead_id, f.ai_enabled FROM customer c
           JOIN future_service_interaction f ON f.customer_id = c.id WHERE c.cellular = $1 ORDER BY f.id DESC LIMIT 1`,
        [phone],
      )
    )[0]!;
  const ledgerOf = async (phone: string) =>
    server.db.query<{ kind: string; reason: string | null }>(
      `SELECT l.kind, l.reason FROM consent_ledger l JOIN customer c ON c.id = l.customer_id
        WHERE c.cellular = $1 ORDER BY l.id`,
      [phone],
    );
  const notesOf = async (leadId: number) =>
    (
      await server.db.query<{ content: string }>(
        "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' ORDER BY id",
        [leadId],
      )
    ).map((row) => row.content);
  const textsTo = (phone: string) => carrier.sent.filter((sms) => sms.to === phone).map((sms) => sms.body);

  it('opts out a Spanish reply and confirms once, in Spanish', async () => {
    const phone = freshNumber(1);
    await text(phone, 'No me manden más mensajes por favor');
    expect(await customerOf(phone)).toMatchObject({ block_sms: true });
    await vi.waitFor(() => expect(textsTo(phone)).toEqual([named(OPT_OUT_CONFIRMATION_ES)]));
  });

  it('records the reason a STOP gives (the vehicle sold) and confirms in English as today', async () => {
    const phone = freshNumber(2);
    await text(phone, 'STOP I sold the car last year');
    expect(await ledgerOf(phone)).toEqual([{ kind: 'opt-out', reason: 'ALREADY_SOLD' }]);
    await vi.waitFor(() => expect(textsTo(phone)).toEqual([named(OPT_OUT_CONFIRMATION)]));
  });

  it('re-subscribes a Spanish customer who texts COMENZAR, with a confirmation in Spanish', async () => {
    const phone = freshNumber(3);
    await text(phone, 'Basta');
    await vi.waitFor(() => expect(textsTo(phone)).toHaveLength(1));
    await text(phone, 'COMENZAR');
    expect(await customerOf(phone)).toMatchObject({ block_sms: false });
    expect((await ledgerOf(phone)).map((row) => row.kind)).toEqual(['opt-out', 'opt-in']);
    await vi.waitFor(() => expect(textsTo(phone)[1]).toBe(named(OPT_IN_CONFIRMATION_ES)));
  });

  it("answers HELP with the store's name and number, and changes no consent", async () => {
    const phone = freshNumber(4);
    await text(phone, 'HELP');
    // The answer is the only text the lead gets: the assistant reads the HELP but does not answer it too.
    const { lead_id } = await customerOf(phone);
    const sent = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'SMS' AND direction = 'SEND'",
      [lead_id],
    );
    expect(sent.map((row) => row.content)).toEqual([
      `${STORE}: for help, call or text us at (718)-555-0142. Reply STOP to opt out.`,
    ]);
    expect(await customerOf(phone)).toMatchObject({ block_sms: false });
    expect(await ledgerOf(phone)).toEqual([]);
    await vi.waitFor(() =>
      expect(textsTo(phone)).toEqual([
        `${STORE}: for help, call or text us at (718)-555-0142. Reply STOP to opt out.`,
      ]),
    );
  });

  it('keeps texts on for a request about calls only, and tells staff', async () => {
    const phone = freshNumber(5);
    await text(phone, 'stop calling my landline, text me instead');
    const customer = await customerOf(phone);
    expect(customer).toMatchObject({ block_sms: false });
    expect(await ledgerOf(phone)).toEqual([]);
    expect(await notesOf(customer.lead_id)).toContain(
      'The customer asked not to be called (texts stay on): "stop calling my landline, text me instead"',
    );
  });

  it('lets the assistant of a lead it runs neither answer a HELP nor go on after a possible opt-out', async () => {
    const seeded = await server.db.query<{ cellular: string; lead_id: number }>(
      `SELECT c.cellular, f.id AS lead_id FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.store_id = 1 AND NOT c.block_sms AND f.ai_enabled AND NOT f.conversation_closed
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY c.id LIMIT 2`,
    );
    expect(seeded).toHaveLength(2);
    const sentTo = async (leadId: number) =>
      server.db.query(
        "SELECT id FROM message_instance WHERE fsi_id = $1 AND message_type = 'SMS' AND direction = 'SEND'",
        [leadId],
      );
    const [helped, unsure] = seeded as [(typeof seeded)[0], (typeof seeded)[0]];
    const before = [(await sentTo(helped.lead_id)).length, (await sentTo(unsure.lead_id)).length];
    await text(helped.cellular, 'HELP');
    await text(unsure.cellular, 'no more');
    expect((await sentTo(helped.lead_id)).length).toBe(before[0]! + 1);
    expect((await sentTo(unsure.lead_id)).length).toBe(before[1]);
    expect(await customerOf(unsure.cellular)).toMatchObject({ ai_enabled: false, block_sms: false });
  });

  it('pauses the assistant on a possible opt-out and asks staff, without opting out or answering', async () => {
    const phone = freshNumber(6);
    await text(phone, 'enough');
    const customer = await customerOf(phone);
    expect(customer).toMatchObject({ block_sms: false, ai_enabled: false });
    expect(await ledgerOf(phone)).toEqual([]);
    expect(await notesOf(customer.lead_id)).toContain(`${POSSIBLE_OPT_OUT_NOTE}: "enough"`);
    const sent = await server.db.query(
      "SELECT id FROM message_instance WHERE fsi_id = $1 AND message_type = 'SMS' AND direction = 'SEND'",
      [customer.lead_id],
    );
    expect(sent).toEqual([]);
  });
});
