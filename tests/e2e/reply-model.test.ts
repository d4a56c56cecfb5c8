import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openLead, viewLeads } from './support/actions.js';
import type { RunningApp } from './support/app-under-test.js';
import { shootEveryWay } from './support/screenshots.js';
import {
  messageOptions,
  quietTextableLeads,
  SLOW_WAIT,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 31 point 1, the optional language model: the app `npm start` runs, pointed with
// TORQUE_CLASSIFIER_URL at a local server speaking OpenAI's chat-completions API (as Ollama and vLLM
// do), reads a customer's text with it; opt-outs stay the rules'; a failing model leaves the text to the
// offline classifier, and the log says so without the key or the customer's words.
const SHOTS = process.env.ASSISTANT_SHOTS_DIR ?? '/tmp/assistant-shots';
const API_KEY = 'sk-e2e-0b7d41c9f2';

/** What the model says: deliberately a code no offline reading gives these words, so Show Intents shows who read them. */
const MODEL_SAYS: Record<string, { code: string; likelihood: number }[]> = {
  'can I come Tuesday at 9?': [{ code: 'EMP', likelihood: 0.93 }],
  'Please stop texting me': [{ code: 'APPT-SET', likelihood: 0.97 }],
};
const FAILING = 'Already had it done at Jiffy Lube last week';

const asked: { authorization: string | undefined; model: string; text: string }[] = [];
const model = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  request.on('end', () => {
    const body = JSON.parse(raw) as { model: string; messages: { content: string }[] };
    const text = body.messages.at(-1)!.content;
    asked.push({ authorization: request.headers.authorization, model: body.model, text });
    const codes = MODEL_SAYS[text];
    if (!codes) return void response.writeHead(500).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        choices: [{ message: { role: 'assistant', content: JSON.stringify({ codes }) } }],
      }),
    );
  });
});
await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));

let app: RunningApp;
let leads: StaffLead[] = [];
const staff = useStaffSession({
  env: {
    TORQUE_CLASSIFIER_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    TORQUE_CLASSIFIER_MODEL: 'llama3.1',
    TORQUE_CLASSIFIER_API_KEY: API_KEY,
  },
});

beforeAll(async () => {
  app = staff.app;
  mkdirSync(SHOTS, { recursive: true });
  const all = await viewLeads(app.url, staff.token, '/api/future-service-interaction/custom-search', {
    conversationInitiated: 'all',
  });
  leads = quietTextableLeads(all).filter(
    (lead) =>
      lead.aiEnabled &&
      !(lead as StaffLead & { conversationClosed: boolean }).conversationClosed &&
      all.filter((other) => other.customerMaster.id === lead.customerMaster.id).length === 1,
  );
  expect(leads.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
});

/** The customer texts the store from the simulator's phone. */
async function textIn(lead: StaffLead, text: string): Promise<void> {
  const { page } = staff;
  await page.goto(`${app.url}/simulator`);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(lead.customerMaster.lastName);
  await page.locator('#customers button').filter({ hasText: lead.customerMaster.cellular }).first().click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Text message' }).isEnabled(), WAIT).toBe(true);
  await page.getByRole('textbox', { name: 'Text message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('.bubble.out').filter({ hasText: text }).count(), WAIT).toBe(1);
}

/** Show Intents of the customer's text, open on the lead's conversation. */
async function showIntents(box: Locator, said: string): Promise<Locator> {
  const { page } = staff;
  await expect.poll(() => messageOptions(box, said).count(), SLOW_WAIT).toBeGreaterThan(0);
  await messageOptions(box, said).click();
  await page.getByRole('menuitem', { name: 'Show Intents' }).click();
  return page.getByRole('dialog', { name: 'Show Intents' });
}

describe('replies read by a language model (issue 31)', () => {
  it('the start banner names the model in use', () => {
    expect(app.output()).toContain('Replies are read by llama3.1 at 127.0.0.1:');
  });

  it("reads a customer's text with the model: Show Intents gives its code", async () => {
    const lead = leads[0]!;
    const said = 'can I come Tuesday at 9?';
    await textIn(lead, said);
    await expect.poll(() => asked.some((call) => call.text === said), SLOW_WAIT).toBe(true);
    expect(asked.find((call) => call.text === said)).toMatchObject({
      authorization: `Bearer ${API_KEY}`,
      model: 'llama3.1',
    });
    const intents = await showIntents(await openLead(staff.page, app.url, lead), said);
    await intents.getByRole('cell', { name: 'EMP', exact: true }).first().waitFor(WAIT);
    expect(await intents.getByRole('cell', { name: said }).count()).toBeGreaterThan(0);
    await shootEveryWay(staff.page, `${SHOTS}/reply-model-show-intents`);
    await staff.page.keyboard.press('Escape');
  });

  it('leaves an opt-out to the rules although the model reads it as a booking', async () => {
    const lead = leads[1]!;
    await textIn(lead, 'Please stop texting me');
    await expect
      .poll(
        () => staff.page.locator('.bubble.in').filter({ hasText: 'You have been unsubscribed' }).count(),
        SLOW_WAIT,
      )
      .toBe(1);
    expect(
      await staff.page
        .locator('.bubble.in')
        .filter({ hasText: /day and time/i })
        .count(),
    ).toBe(0);
  });

  it('reads the text with the offline classifier when the model fails, and logs why without secrets', async () => {
    const lead = leads[2]!;
    await textIn(lead, FAILING);
    const intents = await showIntents(await openLead(staff.page, app.url, lead), FAILING);
    await intents.getByRole('cell', { name: 'SPA-AS', exact: true }).first().waitFor(WAIT);
    await staff.page.keyboard.press('Escape');
    const log = app.output();
    expect(log).toMatch(
      /Reply classifier llama3\.1 at 127\.0\.0\.1:\d+ not used: the endpoint answered HTTP 500/,
    );
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain('Jiffy');
  });
});
