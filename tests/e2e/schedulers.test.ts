import { describe, expect, it } from 'vitest';
import { useAdminSession } from './support/admin-session.js';
import { shootEveryWay } from './support/screenshots.js';
import { notice, WAIT } from './support/staff-inbox.js';

// Issue 20's Done-when for schedulers, in Chromium against the app as `npm start` runs it: a super
// admin creates a scheduler that runs every minute and sees its run appear in the history (the
// runner claims the next minute's slot, so the wait is at most about a minute), then deletes it.
// Set TORQUE_SHOTS_DIR to keep screenshots (1440 and 390, light and dark).
const SHOTS = process.env['TORQUE_SHOTS_DIR'];
const session = useAdminSession();
const NAME = `Reminders ${String(Date.now()).slice(-6)}`;
/** The next minute's slot, the runner's poll (5 s) and a busy machine. */
const UNTIL_IT_RUNS = { timeout: 80_000, interval: 500 };

describe('schedulers (issue 20)', () => {
  it('a super admin creates an every-minute scheduler and sees it run, then deletes it', async () => {
    const { page, app } = session;
    await page.goto(`${app.url}/settings/schedulers`);
    await page.getByRole('tab', { name: 'Schedulers', selected: true }).waitFor(WAIT);
    await page.getByRole('button', { name: 'New scheduler' }).click();
    const dialog = page.getByRole('dialog', { name: 'New scheduler' });
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: "Text tomorrow's appointment reminders" }).click();
    await dialog.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Schedule (cron)').fill('* * * * * *');
    await dialog.getByText('The schedule needs five fields').first().waitFor(WAIT);
    await dialog.getByLabel('Schedule (cron)').fill('* * * * *');
    await dialog.getByText(/^Every minute, in [A-Za-z_/]+\./).waitFor(WAIT);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/schedulers-create`);
    await dialog.getByRole('button', { name: 'Create scheduler' }).click();
    await notice(page, 'Scheduler created successfully').waitFor(WAIT);

    const row = page.getByRole('table', { name: 'Schedulers' }).getByRole('row').filter({ hasText: NAME });
    await row.getByText('Every minute').waitFor(WAIT);
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await row.getByRole('button', { name: `Run history of ${NAME}` }).click();
    const history = page.getByRole('dialog', { name: `Run history: ${NAME}` });
    const run = history
      .getByRole('table', { name: 'Scheduler runs' })
      .getByRole('row')
      .filter({ hasText: 'succeeded' });
    await run.first().waitFor(UNTIL_IT_RUNS);
    expect(await run.first().textContent()).toMatch(/booked appointments? on .* without a reminder/);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/schedulers-runs`);
    await history
      .getByRole('button', { name: 'Close' })
      .or(page.locator('.mantine-Modal-close'))
      .first()
      .click();
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/schedulers-list`);

    await row.getByRole('button', { name: `Delete ${NAME}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete scheduler' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await notice(page, 'Successfully Deleted').waitFor(WAIT);
    await expect.poll(() => row.count(), WAIT).toBe(0);
  }, 180_000);
});
