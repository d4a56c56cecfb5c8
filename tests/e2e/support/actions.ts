import type { Locator, Page } from 'playwright-core';
import type { StaffLead } from './staff-inbox.js';
import { chatBox, quietTextableLeads, WAIT } from './staff-inbox.js';

/** Leads of one lead view (the search body the view sends), as the super user sees them. */
export async function viewLeads(
  baseUrl: string,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<StaffLead[]> {
  const response = await fetch(`${baseUrl}${path}?page=0&size=500`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: StaffLead[] }).data;
}

/** Textable leads never started, whose customer has no other lead: no forced-conversation warning. */
export async function freshLeads(baseUrl: string, token: string): Promise<StaffLead[]> {
  const all = await viewLeads(baseUrl, token, '/api/future-service-interaction/custom-search', {
    conversationInitiated: 'all',
  });
  const leadsOf = (lead: StaffLead) =>
    all.filter((other) => other.customerMaster.id === lead.customerMaster.id);
  return quietTextableLeads(all).filter(
    (lead) =>
      !(lead as StaffLead & { conversationInitiated: boolean }).conversationInitiated &&
      leadsOf(lead).length === 1,
  );
}

/** Opens a lead's conversation by its deep link and returns its chat box. */
export async function openLead(page: Page, baseUrl: string, lead: StaffLead): Promise<Locator> {
  await page.goto(`${baseUrl}/leadmanager/${lead.id}`);
  const box = chatBox(page, lead);
  // A never-started lead has no messages yet: the chat box itself is what there is to wait for.
  await box.waitFor(WAIT);
  return box;
}

/** The preview every texting control shows before it sends: its text. */
export const previewText = (dialog: Locator): Locator => dialog.getByTestId('outbound-preview-text');

/** The notice after a send: sent to the customer, or held for quiet hours. */
export const SENT_OR_SCHEDULED = /Sent to |Scheduled for /;
