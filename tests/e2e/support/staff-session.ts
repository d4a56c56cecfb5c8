import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { signInByApi } from './api.js';
import { startApp, type RunningApp } from './app-under-test.js';
import { failureShot, launchChromium } from './browser.js';
import { markNoticesSeen, signInThroughPage } from './staff-inbox.js';

const SUPER_USER = 'super_user@torque.demo';

/** What a staff test file works with; filled in by the hooks useStaffSession registers. */
export type StaffSession = { app: RunningApp; browser: Browser; page: Page; token: string };

/**
 * A super user's session for one test file: the app as `npm start` runs it, Chromium, the user's API
 * token and a desktop page signed in through the sign-in page. Registers the file's hooks: start
 * before all, a screenshot on failure and the notices marked seen before each test, stop after all.
 * A `beforeAll` of the file's own, registered after this call, runs after the session is ready.
 */
export function useStaffSession(): StaffSession {
  const session = {} as StaffSession;
  beforeAll(async () => {
    session.app = await startApp();
    session.browser = await launchChromium();
    session.token = await signInByApi(session.app.url, SUPER_USER);
    session.page = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughPage(session.page, session.app.url, SUPER_USER);
  });
  beforeEach(async (context) => {
    onTestFailed(async () => {
      await session.page?.screenshot({ path: failureShot(context.task.name) }).catch(() => undefined);
    });
    await markNoticesSeen(session.page);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
}
