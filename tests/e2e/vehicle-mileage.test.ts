import { describe, expect, it } from 'vitest';
import { fullName, staffLeads, WAIT } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';
import { vehicleRecordOf } from './support/stages-helpers.js';

// Issue 15: /vehicle-mileage (VMR minder and mileage) in real Chromium against the app as `npm start`
// runs it: find a demo lead, refuse a mileage that is not numeric in the spec's words, update the
// vehicle's mileage, minder and last service date, and see the new mileage in its records.
const SHOTS = process.env['TORQUE_SHOTS_DIR'];
const NOT_NUMERIC = 'Selected text is not a Valid value, select a Numeric data.';

describe('VMR minder and mileage', () => {
  const session = useStaffSession();

  it("updates a demo vehicle's mileage and shows it in the vehicle's records", async () => {
    const { page, app, token } = session;
    const lead = (await staffLeads(app.url, token))[0]!;
    const miles = 60_000 + (Date.now() % 30_000);
    const shown = `${miles.toLocaleString('en-US')} mi`;

    await page.goto(`${app.url}/vehicle-mileage`);
    await page.getByRole('heading', { name: 'VMR minder and mileage' }).waitFor(WAIT);
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(fullName(lead));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('table', { name: 'Found leads' });
    await found.waitFor(WAIT);
    await found
      .getByRole('button', { name: new RegExp(`^Choose ${fullName(lead)}`) })
      .first()
      .click();
    const record = page.getByRole('region', { name: 'Vehicle record' });
    await record.waitFor(WAIT);

    await record.getByRole('textbox', { name: 'Mileage' }).fill('about 60k');
    await record.getByRole('button', { name: 'Update mileage' }).click();
    await record.getByText(NOT_NUMERIC).waitFor(WAIT);

    await record.getByRole('textbox', { name: 'Mileage' }).fill(miles.toLocaleString('en-US'));
    await record.getByRole('textbox', { name: 'Minder' }).fill('B12');
    await record.getByLabel('Last service date').fill('2026-10-01');
    await record.getByRole('button', { name: 'Update mileage' }).click();
    await record.getByText(`Mileage Updated: ${shown}`).waitFor(WAIT);
    const records = record.getByRole('table', { name: 'Virtual service and mileage records' });
    const row = records.getByRole('row').filter({ hasText: shown });
    await row.waitFor(WAIT);
    await expect(row.getByText('B12').isVisible()).resolves.toBe(true);
    await expect(row.getByText('01/10/2026').isVisible()).resolves.toBe(true);

    const stored = await vehicleRecordOf(app.url, token, lead.id);
    expect(stored.odometer).toBe(miles);
    expect(stored.history[0]).toMatchObject({ mileage: miles, minder: 'B12' });

    if (!SHOTS) return;
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('torque-color-scheme', value), scheme);
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.reload();
        await page.getByRole('searchbox', { name: 'Search leads' }).fill(fullName(lead));
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page
          .getByRole('table', { name: 'Found leads' })
          .getByRole('button', { name: new RegExp(`^Choose ${fullName(lead)}`) })
          .first()
          .click();
        await page.getByRole('table', { name: 'Virtual service and mileage records' }).waitFor(WAIT);
        await page.screenshot({ path: `${SHOTS}/vehicle-mileage-${scheme}-${width}.png`, fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.removeItem('torque-color-scheme'));
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
