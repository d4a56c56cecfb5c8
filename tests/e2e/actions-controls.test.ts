import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { freshLeads, openLead, previewText, SENT_OR_SCHEDULED, viewLeads } from './support/actions.js';
import { customerTexts } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import {
  fullName,
  leadRow,
  messageOptions,
  notice,
  phoneOf,
  quietTextableLeads,
  SLOW_WAIT,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 14 (actions): the hollow controls, in Chromium against the built app. Every control that
// texts a customer shows the text and the recipient first, and says afterwards it was sent or held.
const RUN = Date.now().toString(36);
let app: RunningApp;
let page: Page;
let token: string;
let fresh: StaffLead[];
let started: StaffLead[];
const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  fresh = await freshLeads(app.url, token);
  started = quietTextableLeads(await staffLeads(app.url, token)).filter(
    (lead) =>
      !fresh.includes(lead) && (lead as StaffLead & { conversationInitiated: boolean }).conversationInitiated,
  );
});

const sentTexts = async (lead: StaffLead) =>
  (await history(app.url, token, lead.id))
    .filter((message) => message.direction === 'SEND')
    .map((m) => m.content);

describe('Start conversation (first list 1)', () => {
  it("previews the first text and its recipient, sends it on confirm: 'Successfully Started'", async () => {
    const lead = fresh[0]!;
    const box = await openLead(page, app.url, lead);
    await box.getByRole('button', { name: 'Start conversation' }).click();
    const preview = page.getByRole('dialog', { name: 'Start conversation' });
    await preview.waitFor(WAIT);
    const text = (await previewText(preview).textContent()) ?? '';
    expect(text).toContain(`Hi ${lead.customerMaster.firstName}`);
    expect(await preview.textContent()).toContain(fullName(lead));
    // Looked at by hand (kept out of git): the preview at desktop width.
    await page.screenshot({ path: '/tmp/actions-start-preview-1440.png' });
    await preview.getByRole('button', { name: 'Start and send' }).click();
    await notice(page, 'Successfully Started').waitFor(WAIT);
    await notice(page, '').filter({ hasText: SENT_OR_SCHEDULED }).first().waitFor(WAIT);
    await expect.poll(() => box.getByRole('button', { name: 'Start conversation' }).count(), WAIT).toBe(0);
    await expect.poll(() => sentTexts(lead), WAIT).toContain(text);
  });

  it('sends nothing when the preview is cancelled', async () => {
    const lead = fresh[1]!;
    const box = await openLead(page, app.url, lead);
    await box.getByRole('button', { name: 'Start conversation' }).click();
    const preview = page.getByRole('dialog', { name: 'Start conversation' });
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => preview.count(), WAIT).toBe(0);
    expect(await sentTexts(lead)).toEqual([]);
    expect(await box.getByRole('button', { name: 'Start conversation' }).count()).toBe(1);
  });
});

describe('Send Date Time Dialogue (first list 2)', () => {
  it('refuses an empty Last Message plainly, then previews and sends a written one', async () => {
    const lead = started[0]!;
    const box = await openLead(page, app.url, lead);
    const openDialogue = async () => {
      const item = page.getByRole('button', { name: 'Send Date Time Dialogue' });
      // The options popover may still be open after a send: open it only when its item is hidden.
      if (!(await item.isVisible())) await box.getByRole('button', { name: 'Options', exact: true }).click();
      await item.click();
      const shown = page.getByRole('dialog', { name: 'Send Date Time Dialogue' });
      await shown.getByLabel('Last Message').waitFor(WAIT);
      return shown;
    };
    let dialogue = await openDialogue();
    await dialogue.getByRole('button', { name: 'Send' }).click();
    await notice(page, 'Write the Last Message to send with the date time dialogue.').waitFor(WAIT);

    const lastMessage = `Would Tuesday at 10 am suit you? (${RUN})`;
    dialogue = await openDialogue();
    await dialogue.getByLabel('Last Message').fill(lastMessage);
    await dialogue.getByRole('button', { name: 'Send' }).click();
    const preview = page
      .getByRole('dialog', { name: 'Send Date Time Dialogue' })
      .filter({ has: previewText(page.locator('body')) });
    await previewText(page.locator('body')).filter({ hasText: lastMessage }).waitFor(WAIT);
    expect(await page.getByText(fullName(lead), { exact: false }).count()).toBeGreaterThan(0);
    // The preview's own Send: the options popover's dialogue form has one too, still in the page while
    // it closes (longer on a loaded machine), and a click there sent nothing.
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('outbound-preview-text') })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    // An appointment already set or a closed conversation asks first (spec 1 §4): Yes forces it.
    const force = page.getByRole('dialog', { name: 'DT Enable' });
    const sent = notice(page, 'Date Time Dialogue Sent');
    // Either outcome, or (when neither comes) the notices on screen, for the failure message.
    const outcome = async () =>
      (await sent.count()) > 0
        ? 'sent'
        : (await force.count()) > 0
          ? 'asked'
          : `neither; on screen: ${(await page.locator('[role="alert"]').allInnerTexts()).join(' | ')}`;
    await expect.poll(outcome, SLOW_WAIT).toMatch(/^(sent|asked)$/);
    if ((await sent.count()) === 0) {
      await force.getByRole('button', { name: 'Yes' }).click();
      await sent.waitFor(SLOW_WAIT);
    }
    await notice(page, '').filter({ hasText: SENT_OR_SCHEDULED }).first().waitFor(WAIT);
    await expect.poll(() => sentTexts(lead), WAIT).toContain(lastMessage);
    expect(preview).toBeDefined();
  });
});

describe('hand-offs and their views (first list 3, second list 1)', () => {
  it('asks before a manual hand-off; the manual view lists manual hand-offs only, the GM view GM ones', async () => {
    const [manualLead, gmLead] = [started[1]!, started[2]!];
    const box = await openLead(page, app.url, manualLead);
    await box.getByRole('button', { name: 'Options', exact: true }).click();
    await page.getByRole('button', { name: 'Manual Handoff' }).click();
    const ask = page.getByRole('dialog', { name: 'Manual Handoff' });
    await ask.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => ask.count(), WAIT).toBe(0);
    await box
      .getByRole('button', { name: 'Options', exact: true })
      .click()
      .catch(() => undefined);
    await page.getByRole('button', { name: 'Manual Handoff' }).click();
    await page.getByRole('dialog', { name: 'Manual Handoff' }).getByRole('button', { name: 'Yes' }).click();
    await notice(page, 'Successfully Updated').waitFor(WAIT);

    await fetch(
      `${app.url}/api/future-service-interaction/workflow/gm-handoff?future-service-interaction-id=${gmLead.id}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      },
    );
    await page.goto(`${app.url}/leadmanager/manual-handoff`);
    await leadRow(page, manualLead).first().waitFor(WAIT);
    expect(await leadRow(page, gmLead).count()).toBe(0);
    await page.goto(`${app.url}/leadmanager/gm-handoff`);
    await leadRow(page, gmLead).first().waitFor(WAIT);
    expect(await leadRow(page, manualLead).count()).toBe(0);
    // The server honours the filter too: the manual list holds no GM hand-off.
    const manualIds = (
      await viewLeads(app.url, token, '/api/future-service-interaction/gmhandoff', {
        leadResponseStatus: 'MANUAL_HANDOFF',
      })
    ).map((lead) => lead.id);
    expect(manualIds).toContain(manualLead.id);
    expect(manualIds).not.toContain(gmLead.id);
  });
});

describe('Action Intents (second list 1)', () => {
  it("shows the assistant's reply and the recipient before it texts, and says it was sent", async () => {
    const lead = started[3]!;
    const said = `grinding noise when I brake (${RUN})`;
    await customerTexts(app.url, await phoneOf(app.url, lead), said);
    const box = await openLead(page, app.url, lead);
    // The customer's own bubble: the assistant's hand-off note quotes the words too.
    await box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: said })
      .waitFor(WAIT);
    await messageOptions(box, said).click();
    await page.getByRole('menuitem', { name: 'Action Intents', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Action Intents' });
    await modal.getByRole('combobox', { name: 'Intent' }).click();
    await page.getByRole('option', { name: 'Customer Say No and Detected Auto' }).click();
    const before = (await sentTexts(lead)).length;
    await modal.getByRole('button', { name: 'Submit' }).click();
    const reply = previewText(page.locator('body')).filter({ hasText: 'If you no longer have the vehicle' });
    await reply.waitFor(WAIT);
    await page.screenshot({ path: '/tmp/actions-intent-preview-1440.png' });
    // Nothing has gone yet: the preview only shows it.
    expect((await sentTexts(lead)).length).toBe(before);
    expect(await page.getByText(fullName(lead), { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send', exact: true }).last().click();
    await notice(page, 'Successfully Updated').waitFor(WAIT);
    await notice(page, '').filter({ hasText: SENT_OR_SCHEDULED }).first().waitFor(WAIT);
    await expect.poll(async () => (await sentTexts(lead)).length, WAIT).toBe(before + 1);
  });
});
