import type { StaffLead } from './staff-inbox.js';
import { useStaffSession, type StaffSession } from './staff-session.js';

/**
 * useStaffSession with server settings of the file's own (e.g. TORQUE_CLOCK_START, which puts the
 * store in quiet hours).
 */
export function useConversationSession(env: Readonly<Record<string, string>> = {}): StaffSession {
  return useStaffSession({ env });
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
