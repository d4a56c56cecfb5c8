import { describe, expect, it } from 'vitest';
import { useStaffSession } from './support/staff-session.js';

// The embedded default accepts Bandwidth callbacks with its development credentials.
const BASIC = `Basic ${Buffer.from('torque-dev:torque-dev-bandwidth-password').toString('base64')}`;
const SHOTS = process.env['TORQUE_SHOTS_DIR'];

describe('rejected carrier events (issue 13 finding 5)', () => {
  const session = useStaffSession();

  it('shows the super user the event a signed batch carried with a NUL, the others stored', async () => {
    const batch = ['good', 'bad', 'good'].map((kind, i) => ({
      type: 'message-received',
      to: '+17185550142',
      message: {
        id: `e2e-${kind}-${i}-${Date.now()}`,
        from: `+1212555020${i}`,
        to: ['+17185550142'],
        text: kind === 'bad' ? 'Broken \u0000 text' : 'Fine',
      },
    }));
    const answer = await fetch(`${session.app.url}/webhooks/bandwidth/messages`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    expect(answer.status).toBe(200);
    const { page } = session;
    await page.goto(`${session.app.url}/leadmanager`);
    await page.getByRole('link', { name: 'Rejected carrier events' }).click();
    await page.getByRole('heading', { name: 'Rejected carrier events' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: batch[1]!.message.id });
    // The list loads after the heading (its adapter with it): wait for the row.
    await expect
      .poll(() => row.getByText('A NUL character (\\u0000) in message/text').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await row.getByRole('button', { name: 'Show event' }).click();
    if (!SHOTS) return;
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('torque-color-scheme', value), scheme);
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.reload();
        await page.getByRole('heading', { name: 'Rejected carrier events' }).waitFor();
        await page.getByRole('button', { name: 'Show event' }).first().click();
        await page.screenshot({ path: `${SHOTS}/rejected-${scheme}-${width}.png` });
      }
    }
  });
});
