/** Direct calls to the running app's API, to pick test data the way a tester would look it up. */
export async function signInByApi(baseUrl: string, email: string, password = 'torque-demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { authToken: string }).authToken;
}

export type LeadSummary = {
  id: number;
  customerMaster: { firstName: string; lastName: string; cellular: string; blockSms: boolean };
  futureServiceInteractionMarks: { intentType: string }[];
  customerMarks: { intentType: string }[];
};

export async function searchLeads(baseUrl: string, token: string, searchText = ''): Promise<LeadSummary[]> {
  const response = await fetch(`${baseUrl}/api/future-service-interaction/custom-search?page=0&size=200`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ searchText }),
  });
  return ((await response.json()) as { data: LeadSummary[] }).data;
}

export async function conversationLength(baseUrl: string, token: string, leadId: number): Promise<number> {
  const response = await fetch(
    `${baseUrl}/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** A lead whose customer can be texted: not opted out, and a reachable number. */
export function textableLead(leads: LeadSummary[]): LeadSummary {
  const lead = leads.find(
    (candidate) =>
      !candidate.customerMaster.blockSms &&
      !candidate.customerMaster.cellular.endsWith('0000') &&
      ![...candidate.futureServiceInteractionMarks, ...candidate.customerMarks].some(
        (mark) => mark.intentType === 'SMS_OPT_OUT',
      ),
  );
  if (!lead) throw new Error('the demo data has no textable lead');
  return lead;
}
