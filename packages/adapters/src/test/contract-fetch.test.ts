import { sampleLead } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../http/api-client.js';
import { HttpConversationGateway } from '../http/conversation.http.js';
import { HttpLeadGateway } from '../http/leads.http.js';
import { BrowserSessionStore } from '../browser/browser-session-store.js';
import { createContractFetch } from './contract-fetch.js';
import { MemoryStorage } from './memory-storage.js';
import { sampleSession } from './sample-session.js';

// The contract double must itself refuse what the contract refuses, or suites built on it prove nothing.
function client(signedIn = true) {
  const double = createContractFetch();
  const sessionStore = new BrowserSessionStore(new MemoryStorage());
  if (signedIn) sessionStore.save(sampleSession);
  return {
    double,
    sessionStore,
    api: createApiClient({ baseUrl: 'http://contract.test', sessionStore, fetch: double.fetch }),
  };
}

describe('createContractFetch', () => {
  it('lets a documented call through and answers with a body the contract allows', async () => {
    const { double, api, sessionStore } = client();
    const leads = new HttpLeadGateway(api, sessionStore);
    const page = await leads.search({ page: 0, size: 10 });
    expect(double.violations).toEqual([]);
    expect(double.calls.map((call) => call.operationId)).toEqual(['searchLeads']);
    expect(page.ok ? 'parsed' : page.error.message).toBe('parsed');
  });

  it('refuses a secured call without a token', async () => {
    const { double, api } = client(false);
    await new HttpConversationGateway(api).history(sampleLead().id);
    expect(double.violations).toEqual(['getConversationHistory: a secured call went without a bearer token']);
  });

  it('refuses a body that breaks the schema and a path that is not documented', async () => {
    const { double, api } = client();
    await api.POST('/api/svc-message-instance/svc-send-message', { body: { id: 1 } as never });
    await api.GET('/api/not-a-call' as never);
    expect(
      double.violations.some((violation) => violation.includes("must have required property 'content'")),
    ).toBe(true);
    expect(double.violations).toContain('GET /api/not-a-call is not in the contract');
  });
});
