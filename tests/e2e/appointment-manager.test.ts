import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { seriousA11yViolations } from './support/axe.js';
import { markNoticesSeen, notice, WAIT } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';
import { shootEveryWay } from './support/screenshots.js';

// Issue 16, done when (the manager's part): in real Chromium against the app as `npm start` runs it,
// find an appointment in the appointment manager, mark a no-show, and see the lead's no-show trace
// in its conversation; send a reminder behind its preview; delete behind a confirmation.
const SHOTS = process.env.APPOINTMENTS_SHOTS_DIR ?? '/tmp/appointment-shots';
type ApiAppointment = {
  apptId: number;
  apptStatus: string;
  apptDate: string;
  customerName: string;
  futureServiceInteractionId: number | null;
  reminderSentAt?: string | null;
};

let app: RunningApp;
let page: Page;
let token: string;
const staff = useStaffSession();

beforeAll(() => {
  ({ app, page, token } = staff);
  mkdirSync(SHOTS, { recursive: true });
});

const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
/** Booked appointments with a conversation in the manager's opening fortnight, upcoming first. */
const booked = async (): Promise<ApiAppointment[]> => {
  const today = new Date().toISOString().slice(0, 10);
  const { body } = await api('/api/appointment/search?size=200', {
    method: 'POST',
    body: JSON.stringify({ apptStatus: 'BOOKED', startDate: today }),
  });
  return (body.data as ApiAppointment[]).filter((a) => a.futureServiceInteractionId !== null);
};
/** An ISO day that many days from today's UTC day (far enough from any store's today for the test's purpose). */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/**
 * A seeded appointment whose time passed days ago, with a conversation, put back to Booked (as staff
 * may): what a no-show is about. Any time of the run, its time has passed.
 */
const passedAndBooked = async (): Promise<ApiAppointment> => {
  const { body } = await api('/api/appointment/search?size=200', {
    method: 'POST',
    body: JSON.stringify({ apptStatus: 'SHOW', endDate: isoDay(-2) }),
  });
  const past = (body.data as ApiAppointment[]).find((a) => a.futureServiceInteractionId !== null)!;
  expect(
    (await api(`/api/appointment/${past.apptId}/status/BOOKED`, { method: 'PUT', body: '{}' })).status,
  ).toBe(200);
  return { ...past, apptStatus: 'BOOKED' };
};
const appointment = async (id: number): Promise<ApiAppointment | undefined> => {
  const { body } = await api('/api/appointment/search?size=1000', { method: 'POST', body: '{}' });
  return (body.data as ApiAppointment[]).find((a) => a.apptId === id);
};

async function findInManager(customerName: string, id: number) {
  await page.getByRole('textbox', { name: 'Search' }).fill(customerName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId(`appointment-${id}`).waitFor(WAIT);
}

async function rowAction(id: number, customerName: string, action: string) {
  await page
    .getByTestId(`appointment-${id}`)
    .getByRole('button', { name: `Actions for ${customerName}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Desktop and phone, light and dark: what staff see now. */
const shoot = (name: string) => shootEveryWay(page, `${SHOTS}/${name}`);

describe('appointment manager (issue 16)', () => {
  let candidates: ApiAppointment[] = [];

  it('finds an appointment by customer name in the manager', async () => {
    candidates = await booked();
    expect(candidates.length).toBeGreaterThan(3);
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('heading', { name: 'Appointment manager' }).waitFor(WAIT);
    await page.getByRole('table', { name: 'Appointments' }).waitFor(WAIT);
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const first = candidates[0]!;
    await findInManager(first.customerName, first.apptId);
    expect(await page.getByTestId(`appointment-${first.apptId}`).textContent()).toContain('Booked');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot('manager');
  });

  it("marks a no-show behind a confirmation, and the lead's conversation shows the no-show", async () => {
    const first = await passedAndBooked();
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('textbox', { name: 'From' }).fill('');
    await findInManager(first.customerName, first.apptId);
    await rowAction(first.apptId, first.customerName, 'Mark no-show');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark no-show' }).click();
    await notice(page, 'Successfully Updated').waitFor(WAIT);
    await page.getByTestId(`appointment-${first.apptId}`).getByText('No-show').waitFor(WAIT);
    expect((await appointment(first.apptId))?.apptStatus).toBe('NO_SHOW');
    await page
      .getByTestId(`appointment-${first.apptId}`)
      .getByRole('link', { name: first.customerName })
      .click();
    await page.waitForURL(new RegExp(`/leadmanager/.*${first.futureServiceInteractionId}`), WAIT);
    await page
      .getByText(/Customer no-show for the appointment on/)
      .first()
      .waitFor(WAIT);
    const lead = await api(
      `/api/future-service-interaction?future-service-interaction-id=${first.futureServiceInteractionId}`,
    );
    expect(lead.body).toMatchObject({ stage: 'SHOW_OR_NO_SHOW' });
  });

  it('shows the reminder text and recipient before sending it, once', async () => {
    const second = candidates[1]!;
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('table', { name: 'Appointments' }).waitFor(WAIT);
    await markNoticesSeen(page);
    await findInManager(second.customerName, second.apptId);
    await rowAction(second.apptId, second.customerName, 'Send reminder');
    const dialog = page.getByRole('dialog', { name: 'Send appointment reminder' });
    await dialog.waitFor(WAIT);
    expect(await dialog.getByTestId('reminder-preview-text').textContent()).toContain(
      'a reminder of your service appointment',
    );
    expect(await dialog.textContent()).toContain(second.customerName);
    await shoot('reminder-preview');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await notice(page, 'Successfully Sent').waitFor(WAIT);
    await page.getByTestId(`appointment-${second.apptId}`).getByText('Reminder sent').waitFor(WAIT);
    expect((await appointment(second.apptId))?.reminderSentAt).toEqual(expect.any(String));
  });

  it("deletes behind a confirmation with the spec's answer", async () => {
    const third = candidates[2]!;
    await markNoticesSeen(page);
    await findInManager(third.customerName, third.apptId);
    await rowAction(third.apptId, third.customerName, 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Successfully Deleted Appoinntment').waitFor(WAIT);
    await page.getByTestId(`appointment-${third.apptId}`).waitFor({ state: 'detached', ...WAIT });
    expect(await appointment(third.apptId)).toBeUndefined();
  });

  it("cancels a lead's booking behind the cancellation text and its recipient, and the text reaches the conversation (issue 30)", async () => {
    const fourth = candidates[3]!;
    expect(fourth).toBeDefined();
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('table', { name: 'Appointments' }).waitFor(WAIT);
    await markNoticesSeen(page);
    await findInManager(fourth.customerName, fourth.apptId);
    await rowAction(fourth.apptId, fourth.customerName, 'Cancel appointment');
    const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
    const text = dialog.getByTestId('cancellation-text');
    await text.waitFor(WAIT);
    const cancellation = (await text.textContent()) ?? '';
    expect(cancellation).toContain('has been cancelled');
    expect(await dialog.textContent()).toContain(fourth.customerName);
    await shoot('cancellation-preview');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await notice(page, 'Successfully Updated').waitFor(WAIT);
    await page.getByTestId(`appointment-${fourth.apptId}`).getByText('Cancelled').waitFor(WAIT);
    expect((await appointment(fourth.apptId))?.apptStatus).toBe('CANCELLED');
    await page
      .getByTestId(`appointment-${fourth.apptId}`)
      .getByRole('link', { name: fourth.customerName })
      .click();
    await page.waitForURL(new RegExp(`/leadmanager/.*${fourth.futureServiceInteractionId}`), WAIT);
    await page.getByText(cancellation.slice(0, 60)).first().waitFor(WAIT);
  });

  it('offers no no-show before the appointment time, and the server refuses one in plain words (issue 30)', async () => {
    const { body } = await api('/api/appointment/search?size=200', {
      method: 'POST',
      body: JSON.stringify({ apptStatus: 'BOOKED', startDate: isoDay(3) }),
    });
    const ahead = (body.data as ApiAppointment[]).at(-1)!;
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('textbox', { name: 'To' }).fill('');
    await findInManager(ahead.customerName, ahead.apptId);
    await page
      .getByTestId(`appointment-${ahead.apptId}`)
      .getByRole('button', { name: `Actions for ${ahead.customerName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Mark showed' }).waitFor(WAIT);
    expect(await page.getByRole('menuitem', { name: 'Mark no-show' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const refused = await api(`/api/appointment/${ahead.apptId}/status/NO_SHOW`, {
      method: 'PUT',
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^A no-show can be marked only after the appointment's time \(/);
    expect((await appointment(ahead.apptId))?.apptStatus).toBe('BOOKED');
  });

  it('finds an appointment archived days before its date on the Archived tab, as it opens (issue 30)', async () => {
    const { body } = await api('/api/appointment/search?size=200', {
      method: 'POST',
      body: JSON.stringify({ apptStatus: 'BOOKED', startDate: isoDay(2) }),
    });
    const ahead = (body.data as ApiAppointment[]).at(-2)!;
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('textbox', { name: 'To' }).fill('');
    await markNoticesSeen(page);
    await findInManager(ahead.customerName, ahead.apptId);
    await rowAction(ahead.apptId, ahead.customerName, 'Archive');
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await notice(page, 'Successfully Updated').waitFor(WAIT);
    await page.getByTestId(`appointment-${ahead.apptId}`).waitFor({ state: 'detached', ...WAIT });

    await page.goto(`${app.url}/appointments`);
    await page.getByRole('tab', { name: 'Archived' }).click();
    // The archive opens on every archived appointment, whatever its date.
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'To' }).inputValue()).toBe('');
    await page.getByRole('table', { name: 'Appointments' }).waitFor(WAIT);
    await shoot('archived');
    await findInManager(ahead.customerName, ahead.apptId);
    // Dates narrow it by the appointment's own day.
    const [y, m, d] = ahead.apptDate.split('-');
    await page.getByRole('textbox', { name: 'From' }).fill(`${d}/${m}/${y}`);
    await page.getByRole('textbox', { name: 'To' }).fill(`${d}/${m}/${y}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId(`appointment-${ahead.apptId}`).waitFor(WAIT);
  });

  it('searches appointments by date and text across the stores on /appointment-search', async () => {
    await page.goto(`${app.url}/appointment-search`);
    await page.getByRole('heading', { name: 'Appointment search' }).waitFor(WAIT);
    await page.getByRole('table', { name: 'Appointments' }).waitFor(WAIT);
    const stores = await page.getByRole('table', { name: 'Appointments' }).getByRole('row').allTextContents();
    expect(stores.length).toBeGreaterThan(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot('search');
  });
});
