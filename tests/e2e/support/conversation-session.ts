import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { signInByApi } from './api.js';
import { startApp } from './app-under-test.js';
import { failureShot, launchChromium } from './browser.js';
import { markNoticesSeen, signInThroughPage, type StaffLead } from './staff-inbox.js';
import type { StaffSession } from './staff-session.js';

const SUPER_USER = 'super_user@torque.demo';

/**
 * useStaffSession with server settings of the file's own (e.g. TORQUE_CLOCK_START, which puts the
 * store in quiet hours): the app as `npm start` runs it, Chromium and the super user signed in.
 */
export function useConversationSession(env: Readonly<Record<string, string>> = {}): StaffSession {
  const session = {} as StaffSession;
  beforeAll(async () => {
    session.app = await startApp({ env });
    session.browser = await launchChromium();
    session.token = await signInByApi(session.app.url, SUPER_USER);
    session.page = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughPage(session.page, session.app.url, SUPER_USER);
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

/** The super user's API call to turn log mode on for a lead (the message option menu's 'Log mode'). */
export async function enableLogMode(baseUrl: string, token: string, leadId: number): Promise<void> {
  const response = await fetch(
    `${baseUrl}/api/future-service-interaction/track/logMode?future-service-interaction-id=${leadId}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok) throw new Error(`log mode on lead ${leadId}: ${response.status}`);
}

/** Where screenshots for a person to look at go (never into git). */
export const SHOTS_DIR = process.env['E2E_SHOTS_DIR'] ?? '/tmp/torque-e2e-shots';

/** Leads the assistant answers: textable and AI on. */
export const answeredLeads = (leads: readonly StaffLead[]): StaffLead[] =>
  leads.filter((lead) => lead.aiEnabled);
