import { describe, expect, it } from 'vitest';
import { useAdminSession } from './support/admin-session.js';
import { shootEveryWay } from './support/screenshots.js';
import { notice, WAIT } from './support/staff-inbox.js';

// Issue 20's developer area in Chromium against the app as `npm start` runs it: a super admin opens the
// assistant's opening template, previews it filled with a sample lead (the template engine, nothing
// run), sees an unknown placeholder refused by Validate and by Save, and a dry run of an assistant
// file answer with the reply it would send. Set TORQUE_SHOTS_DIR to keep screenshots.
const SHOTS = process.env['TORQUE_SHOTS_DIR'];
const session = useAdminSession();

describe('the developer area (issue 20)', () => {
  it('previews and validates a template, and runs an assistant file as a dry run', async () => {
    const { page, app } = session;
    await page.goto(`${app.url}/developer`);
    await page.getByRole('heading', { level: 1, name: 'Developer' }).waitFor(WAIT);
    const files = page.getByRole('navigation', { name: 'Developer files' });
    await files.getByText('opening.tpl').click();
    const editor = page.getByLabel('opening.tpl');
    await expect.poll(() => editor.inputValue(), WAIT).toContain('${lead.contact.firstName}');

    await editor.fill(
      '<b>Hi ${lead.contact.firstName}</b> from ${lead.office.name}<img src=x onerror="alert(1)">',
    );
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByLabel('Preview', { exact: true });
    await preview.getByText(/^Preview · Filled with lead \d+$/).waitFor(WAIT);
    const body = await preview.locator('b').textContent();
    expect(body).toMatch(/^Hi \S+/);
    expect(body).not.toContain('${');
    expect(await preview.locator('img[onerror]').count()).toBe(0);

    await editor.fill('Hi ${lead.contact.shoeSize}');
    await page.getByRole('button', { name: 'Validate' }).click();
    await page
      .getByLabel('Validation')
      .getByText('Unknown placeholder ${lead.contact.shoeSize}.')
      .waitFor(WAIT);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/developer-validate`);
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Unknown placeholder ${lead.contact.shoeSize}.').waitFor(WAIT);

    await files.getByText('service-replies.aiva').click();
    await expect
      .poll(() => page.getByLabel('service-replies.aiva').inputValue(), WAIT)
      .toContain('"replies"');
    await page.getByLabel('Lead', { exact: true }).fill('1');
    await page.getByLabel("Customer's text").fill('How much will it cost?');
    await page.getByRole('button', { name: 'Execute (dry run)' }).click();
    const dryRun = page.getByLabel('Dry run');
    await dryRun.getByText('Dry run: nothing was sent').waitFor(WAIT);
    await dryRun.getByText(/will send you the price shortly\.$/).waitFor(WAIT);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/developer-dry-run`, { fullPage: true });
    await page
      .getByRole('table', { name: 'Session log' })
      .getByText('Execute service-replies.aiva (dry run)')
      .waitFor(WAIT);
  });
});
