import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts } from './support/customer-phone.js';
import {
  openChatBox,
  phoneOf,
  quietTextableLeads,
  staffLeads,
  WAIT,
  watchDialogs,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 13, finding 12: reading a customer's message must not call out. A text is plain text, so an
// <img> in it is only characters; an e-mail's remote image waits until staff press "Load images".
// A probe server on the loopback records every request that reaches it, and so does the page.
const RUN = Date.now().toString(36);
let app: RunningApp;
let page: Page;
let token: string;
let probe: Server;
let probeUrl = '';
const probeHits: string[] = [];
const pageRequests: string[] = [];

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  probe = createServer((request, response) => {
    probeHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/gif' }).end();
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  page.on('request', (request) => pageRequests.push(request.url()));
});

afterAll(async () => {
  await new Promise((resolve) => probe?.close(resolve));
});

const probed = (path: string) => ({
  page: pageRequests.filter((url) => url.startsWith(`${probeUrl}${path}`)).length,
  server: probeHits.filter((url) => url.startsWith(path)).length,
});

async function sendEmail(lead: StaffLead, from: string, subject: string, content: string): Promise<void> {
  const response = await fetch(`${app.url}/api/svc-message-instance/svc-send-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: lead.customerMaster.id,
      jaguarFutureServiceInteractionId: lead.id,
      content,
      subject,
      from,
      to: lead.customerMaster.email,
      direction: 'SEND',
      messageType: 'EMAIL',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    }),
  });
  if (!response.ok) throw new Error(`e-mail send answered ${response.status}: ${await response.text()}`);
}

describe("reading a customer's message makes no request to anyone", () => {
  it('shows an <img> in a text as text, links its web address, and never fetches the image', async () => {
    const lead = quietTextableLeads(await staffLeads(app.url, token)).find((l) => l.customerMaster.email)!;
    const dialogs = watchDialogs(page);
    const body = `Photo of the dent (${RUN}) <img src="${probeUrl}/probe-sms" onerror="alert(1)"> see https://www.toyota.com/service`;
    const phone = await phoneOf(app.url, lead);
    await customerTexts(app.url, phone, body);
    const box = await openChatBox(page, lead);
    const bubble = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: RUN });
    await bubble.waitFor(WAIT);

    expect(await bubble.textContent()).toContain(`<img src="${probeUrl}/probe-sms" onerror="alert(1)">`);
    expect(await bubble.locator('img').count()).toBe(0);
    const link = bubble.getByRole('link', { name: 'https://www.toyota.com/service' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // Time for any image load the bubble might have started.
    await page.waitForTimeout(500);
    expect(probed('/probe-sms')).toEqual({ page: 0, server: 0 });
    expect(dialogs).toEqual([]);

    // An e-mail to the same customer with a remote image: held until staff ask for it.
    await sendEmail(
      lead,
      phone.storePhone,
      `Photos ${RUN}`,
      `<p>Your inspection photos (${RUN})</p><img src="${probeUrl}/probe-email" alt="inspection photo">`,
    );
    const email = box.getByRole('article', { name: new RegExp(`^E-mail from .+: Photos ${RUN}$`) });
    await email.waitFor(WAIT);
    const image = email.getByAltText('inspection photo');
    expect(await image.getAttribute('src')).toBeNull();
    await page.waitForTimeout(500);
    expect(probed('/probe-email')).toEqual({ page: 0, server: 0 });

    await email.getByRole('button', { name: 'Load images' }).click();
    await expect.poll(() => image.getAttribute('src'), WAIT).toBe(`${probeUrl}/probe-email`);
    expect(probed('/probe-sms')).toEqual({ page: 0, server: 0 });
  });
});
