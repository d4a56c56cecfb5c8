import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { searchLeads, signInByApi, type LeadSummary } from './support/api.js';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { failureShot, launchChromium } from './support/browser.js';
import { signInThroughPage } from './support/staff-inbox.js';

// Issue 13 finding 8: the app runs under its Content Security Policy with no violation in Chromium,
// on the staff screens, the customer-phone simulator and the API reference; issue 13's compressed
// assets: the built app's JavaScript arrives as brotli with its immutable cache headers.
const WAIT = { timeout: 15_000, interval: 100 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/torque-e2e-shots';
const SUPER_USER = 'super_user@torque.demo';
let app: RunningApp;
let browser: Browser;
let page: Page;
let lead: LeadSummary;
/** Every CSP violation seen: securitypolicyviolation events and Chromium's console reports. */
const violations: string[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
  [lead] = (await searchLeads(app.url, await signInByApi(app.url, SUPER_USER))) as [LeadSummary];
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Signed in once for the file (the sign-in page is watched too), so each test can run alone.
  await signInThroughPage(page, app.url, SUPER_USER);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Visits a screen, waits until it shows `ready`, and expects no violation so far. */
async function visit(path: string, ready: () => Promise<boolean>, shot: string): Promise<void> {
  onTestFailed(async () => {
    await page.screenshot({ path: failureShot(shot) }).catch(() => undefined);
  });
  if (path) await page.goto(`${app.url}${path}`);
  await expect.poll(ready, WAIT).toBe(true);
  // Late work (lazy chunks, images, the event stream) gets a moment to run into the policy too.
  await page.waitForTimeout(750);
  await page.screenshot({ path: `${SHOTS}/csp-${shot}.png` });
  expect(violations).toEqual([]);
}

describe('the Content Security Policy in Chromium', () => {
  it('the sign-in page and the lead manager', async () => {
    // The policy is there to be violated: a page without one would pass the rest trivially.
    const answer = await fetch(`${app.url}/leadmanager`, { headers: { accept: 'text/html' } });
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    await visit('/leadmanager', () => page.getByRole('list', { name: 'Leads' }).isVisible(), 'leadmanager');
  });

  it("a lead's conversation", async () => {
    const name = `${lead.customerMaster.firstName} ${lead.customerMaster.lastName}`;
    await visit(
      `/leadmanager/${lead.id}`,
      () => page.getByRole('heading', { name }).isVisible(),
      'conversation',
    );
  });

  it('the global inbox view', async () => {
    await visit(
      '/leadmanager/globalinbox0',
      () => page.getByRole('list', { name: 'Leads' }).isVisible(),
      'inbox',
    );
  });

  it('the customer-phone simulator, with the staff session of the app', async () => {
    await visit('/simulator', async () => (await page.locator('#customers button').count()) > 0, 'simulator');
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(false);
    await page.locator('#customers button').first().click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Text message' }).isEnabled(), WAIT).toBe(true);
    await page.getByRole('textbox', { name: 'Text message' }).fill('Is my car ready?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.locator('.bubble.out').first().textContent(), WAIT)
      .toContain('Is my car ready?');
    await page.screenshot({ path: `${SHOTS}/csp-simulator-texted.png` });
    expect(violations).toEqual([]);
  });

  it('the API reference', async () => {
    await visit(
      '/api/docs',
      () => page.locator('.swagger-ui .information-container').isVisible(),
      'api-docs',
    );
  });

  it('the simulator asks a signed-out visitor to sign in, and its calls are refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    try {
      await visitor.goto(`${app.url}/simulator`);
      await expect.poll(() => visitor.getByRole('button', { name: 'Sign in' }).isVisible(), WAIT).toBe(true);
      await visitor.screenshot({ path: `${SHOTS}/simulator-sign-in.png` });
      expect(await visitor.locator('#customers button').count()).toBe(0);
      const refused = await visitor.evaluate(async () => (await fetch('/simulator/customers')).status);
      expect(refused).toBe(401);
      await visitor.getByLabel('E-mail').fill(SUPER_USER);
      await visitor.getByLabel('Password').fill('torque-demo');
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => visitor.locator('#customers button').count(), WAIT).toBeGreaterThan(0);
      expect(await visitor.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the built app, compressed', () => {
  it('sends its JavaScript as brotli or gzip with immutable cache headers, and plain when asked', async () => {
    const html = await (await fetch(`${app.url}/`, { headers: { accept: 'text/html' } })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const get = (encoding: string) =>
      fetch(`${app.url}${script}`, { headers: { 'accept-encoding': encoding } });
    for (const encoding of ['br', 'gzip']) {
      const response = await get(encoding);
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('cache-control'), encoding).toBe('public, max-age=31536000, immutable');
    }
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toMatch(/import|export|function/);
  });
});

describe('the icon (issue 30)', () => {
  it('serves /favicon.ico as a real icon under the security headers, and the app links it', async () => {
    const icon = await fetch(`${app.url}/favicon.ico`, { headers: { accept: 'image/*' } });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('content-security-policy')).toContain("default-src 'self'");
    // An ICO file: reserved 0, type 1, at least one image.
    const bytes = new Uint8Array(await icon.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);

    // The page links it, and Chromium loads it without a CSP violation.
    await page.goto(`${app.url}/leadmanager`);
    await page.getByRole('list', { name: 'Leads' }).waitFor(WAIT);
    const links = await page
      .locator('link[rel="icon"]')
      .evaluateAll((found) => found.map((link) => link.getAttribute('href')));
    expect(links).toContain('/favicon.ico');
    const loaded = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/favicon.ico';
      await image.decode();
      return image.naturalWidth;
    });
    expect(loaded).toBeGreaterThanOrEqual(16);
    expect(violations).toEqual([]);
  });
});
