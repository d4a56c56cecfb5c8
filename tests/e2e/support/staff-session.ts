import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { signInByApi } from './api.js';
import { startApp, type RunningApp } from './app-under-test.js';
import { failureShot, launchChromium } from './browser.js';
import { markNoticesSeen, signInThroughPage } from './staff-inbox.js';

const SUPER_USER = 'super_user@torque.demo';

/** What a staff test file works with; filled in by the hooks useStaffSession registers. */
export type StaffSession = { app: RunningApp; browser: Browser; page: Page; token: string };

/** Who signs in, and the server settings of the file's own (e.g. TORQUE_CLOCK_START). */
export type StaffSessionOptions = {
  readonly email?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** How the page signs in; by default through the sign-in page to the lead manager. */
  readonly signIn?: (page: Page, baseUrl: string, email: string) => Promise<void>;
};

/**
 * A staff session for one test file (the super user's unless told): the app as `npm start` runs it,
 * Chromium, the user's API token and a desktop page signed in through the sign-in page. Registers the
 * file's hooks: start before all, a screenshot on failure and the notices marked seen before each test,
 * stop after all. A `beforeAll` of the file's own, registered after this call, runs after the session
 * is ready.
 */
export function useStaffSession(options: StaffSessionOptions = {}): StaffSession {
  const email = options.email ?? SUPER_USER;
  const session = {} as StaffSession;
  beforeAll(async () => {
    session.app = await startApp({ env: options.env ?? {} });
    session.browser = await launchChromium();
    session.token = await signInByApi(session.app.url, email);
    session.page = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await (options.signIn ?? signInThroughPage)(session.page, session.app.url, email);
    // A first start migrates and seeds the demo data: slow on a busy machine.
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
