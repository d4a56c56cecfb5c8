import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { settleReplyCodes } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { defaultReplyClassifier } from './trained-reply-classifier.js';

// Issue 31 through the app: with TORQUE_CLASSIFIER_URL's settings, a customer's text is read by the
// language model; the opt-out rules still decide STOP; a failing model leaves the reply to the
// offline classifier.
const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';

/** What the fake model says each reply means (the customer's words as it received them). */
const MODEL_SAYS: Record<string, string> = {
  // Deliberately a reading no offline classifier gives these words, so the code shows who read them.
  'Yes please, Tuesday at 9': JSON.stringify({ codes: [{ code: 'EMP', likelihood: 0.92 }] }),
  // An opt-out that the model misreads: the rules must still stop the texts.
  'Please stop texting me': JSON.stringify({ codes: [{ code: 'APPT-SET', likelihood: 0.97 }] }),
};
const FAILING = 'Already had it done at Jiffy Lube last week';

let model: Server;
let server: TestServer;
const warnings: string[] = [];
beforeAll(async () => {
  model = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const { messages } = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      const said = MODEL_SAYS[messages.at(-1)!.content];
      if (!said) return void response.writeHead(503).end();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: said } }] }));
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const port = (model.address() as AddressInfo).port;
  server = await startTestServer({
    replyModel: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'fake', apiKey: null, timeoutMs: 2_000 },
  });
  // The app logs through Fastify's logger (off in tests): its fallback warnings are caught here.
  const warn = server.app.log.warn.bind(server.app.log);
  server.app.log.warn = ((message: unknown, ...rest: unknown[]) => {
    warnings.push(String(message));
    return warn(message as string, ...(rest as []));
  }) as typeof server.app.log.warn;
});
afterAll(async () => {
  await server.close();
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
});

let next = 0;
/** The customer of a store-1 lead with the assistant on texts in; answers how the reply was read. */
async function texts(body: string): Promise<{ code: string; decided_by: string; leadId: number }> {
  const [lead] = await server.db.query<{ leadId: number; cellular: string }>(
    `SELECT f.id AS "leadId", c.cellular FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
      WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
      ORDER BY c.id OFFSET $1 LIMIT 1`,
    [next++],
  );
  await server.db.query(
    'UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false, hand_off = NULL WHERE id = $1',
    [lead!.leadId],
  );
  const form = textFrom(lead!.cellular, TOYOTA, body);
  expect((await postTwilio(server.app, INBOUND, form)).statusCode).toBe(200);
  const [read] = await server.db.query<{ code: string; decided_by: string }>(
    `SELECT i.code, i.decided_by FROM message_intent i JOIN message_instance m ON m.id = i.message_id
      WHERE m.provider_message_id = $1`,
    [form.MessageSid],
  );
  return { ...read!, leadId: lead!.leadId };
}

describe('replies read by a language model (issue 31)', () => {
  it("takes the model's reading of a reply", async () => {
    const words = 'Yes please, Tuesday at 9';
    const offline = settleReplyCodes(words, await defaultReplyClassifier().classify(words), 'unknown');
    expect(offline.code).toBe('APPT-SET');
    expect(await texts(words)).toMatchObject({
      code: 'EMP',
      decided_by: 'model',
    });
  });

  it('leaves opt-outs to the rules, whatever the model says', async () => {
    const read = await texts('Please stop texting me');
    expect(read).toMatchObject({ code: 'STOP', decided_by: 'rule' });
    const marks = await server.db.query<{ intent_type: string }>(
      'SELECT intent_type FROM mark WHERE fsi_id = $1',
      [read.leadId],
    );
    expect(marks.map((mark) => mark.intent_type)).toContain('SMS_OPT_OUT');
    // The customer is told they are unsubscribed, and nothing else: no booking question.
    const sent = await server.db.query<{ kind: string }>(
      'SELECT o.kind FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1',
      [read.leadId],
    );
    expect(sent.map((row) => row.kind)).toEqual(['compliance']);
  });

  it('reads the reply with the offline classifier when the model fails, and warns without the words', async () => {
    const offline = settleReplyCodes(FAILING, await defaultReplyClassifier().classify(FAILING), 'unknown');
    expect(offline.code).toBe('SPA-AS');
    expect(await texts(FAILING)).toMatchObject({ code: offline.code, decided_by: 'model' });
    expect(warnings.some((warning) => warning.includes('HTTP 503'))).toBe(true);
    expect(warnings.join('\n')).not.toContain('Jiffy');
  });
});
