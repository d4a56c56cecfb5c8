import type { Page } from 'playwright-core';
import { useStaffSession, type StaffSession } from './staff-session.js';

export const SUPER_ADMIN = 'super_admin@torque.demo';

export type AdminSession = StaffSession;

/** Signs in through the login page and waits to leave it (an admin lands on an admin screen). */
export async function signInAs(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('torque-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A super admin's session for one test file (useStaffSession), signed in to their landing. */
export function useAdminSession(email: string = SUPER_ADMIN): AdminSession {
  return useStaffSession({ email, signIn: signInAs });
}
