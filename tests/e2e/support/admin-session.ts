import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { startApp, type RunningApp } from './app-under-test.js';
import { failureShot, launchChromium } from './browser.js';
import { markNoticesSeen } from './staff-inbox.js';

export const SUPER_ADMIN = 'super_admin@torque.demo';

export type AdminSession = { app: RunningApp; browser: Browser; page: Page };

/** Signs in through the login page and waits to leave it (an admin lands on an admin screen). */
export async function signInAs(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('torque-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A super admin's session for one test file: the app as `npm start` runs it, Chromium, and a desktop
 * page signed in through the sign-in page; a screenshot on failure, stopped after all.
 */
export function useAdminSession(email: string = SUPER_ADMIN): AdminSession {
  const session = {} as AdminSession;
  beforeAll(async () => {
    session.app = await startApp();
    session.browser = await launchChromium();
    session.page = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAs(session.page, session.app.url, email);
  }, 300_000);
  beforeEach(async (context) => {
    onTestFailed(async () => {
      await session.page?.screenshot({ path: failureShot(context.task.name) }).catch(() => undefined);
    });
    await markNoticesSeen(session.page);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  }, 60_000);
  return session;
}
