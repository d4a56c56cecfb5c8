import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadSummary } from './support/api.js';
import type { RunningApp } from './support/app-under-test.js';
import { fullName, markNoticesSeen, notice, openChatBox, staffLeads, WAIT } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 14, first list point 9, in real Chromium against the app as `npm start` runs it: the
// conversation tools (transcript download, other interactions) and the lead manager's figures.
let app: RunningApp;
let page: Page;
let token: string;
let lead: LeadSummary;
let other = 0;

const staff = useStaffSession();

/** Screenshots to look at (kept out of git): the screen at desktop and phone width, light and dark. */
async function shoot(name: string): Promise<void> {
  await page.screenshot({ path: join(tmpdir(), `calls-${name}.png`) });
}

beforeAll(async () => {
  ({ app, page, token } = staff);
  // A lead whose customer has another interaction (the demo's returning customers).
  for (const candidate of await staffLeads(app.url, token)) {
    const response = await fetch(
      `${app.url}/api/future-service-interaction/otherInteraction?future-service-interaction-id=${candidate.id}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    );
    const others = (await response.json()) as { data: { id: number }[] };
    if (others.data.length > 0) {
      lead = candidate;
      other = others.data[0]!.id;
      break;
    }
  }
});

describe('conversation tools and lead figures', () => {
  it('downloads a readable transcript of the conversation', async () => {
    expect(other).toBeGreaterThan(0);
    const box = await openChatBox(page, lead);
    await page.getByText(/^Appointments set: \d+$/).waitFor(WAIT);
    await shoot('lead-manager-1440-light');
    await box.getByRole('button', { name: 'Conversation tools' }).click();
    await shoot('tools-menu-1440-light');
    const download = page.waitForEvent('download', WAIT);
    await page.getByRole('menuitem', { name: 'Download transcript' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^transcript-.+-${lead.id}\\.txt$`));
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain(`Conversation with ${fullName(lead)}`);
    expect(text).toMatch(/Times in [A-Za-z_]+\/[A-Za-z_]+/);
    expect(text).toMatch(/\[\d\d\/\d\d\/\d{4} \d\d:\d\d\] .+ \(customer\) · SMS/);
    await notice(page, 'Transcript downloaded').waitFor(WAIT);
  });

  it("lists the customer's other interactions and opens one", async () => {
    await markNoticesSeen(page);
    await page.getByRole('button', { name: 'Conversation tools' }).first().click();
    await page.getByRole('menuitem', { name: 'Other interactions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Other interactions' });
    const item = dialog.getByRole('listitem', { name: `Interaction ${other}` });
    await item.getByText('Not started').waitFor(WAIT);
    await shoot('other-interactions-1440-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shoot('other-interactions-1440-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('other-interactions-390-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await shoot('other-interactions-390-light');
    await page.setViewportSize({ width: 1440, height: 900 });
    await item.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(`**/leadmanager/${other}`, WAIT);
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
  });

  it('shows the bulk conversation report to the super user', async () => {
    await page.goto(`${app.url}/reports/bulk-conversations`);
    await page.getByRole('heading', { name: 'Bulk conversations' }).waitFor(WAIT);
    await page
      .getByRole('region', { name: 'Today' })
      .getByText(/^Queued: \d+$/)
      .waitFor(WAIT);
    await shoot('reports-1440-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await shoot('reports-390-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
