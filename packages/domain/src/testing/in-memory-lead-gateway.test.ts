import { describe, expect, it } from 'vitest';
import type { Lead } from '../leads/lead.schema.js';
import { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { leadId, sampleLead, sampleMessageInstance } from './samples.js';

const customer = sampleLead().customerMaster;
const lead = (id: number, firstName: string, activity: string, overrides: Partial<Lead> = {}) =>
  sampleLead({
    id: leadId(id),
    customerMaster: { ...customer, id, firstName, email: `${firstName.toLowerCase()}@example.com` },
    latestMessage: sampleMessageInstance({ jaguarFutureServiceInteractionId: id, createdOn: activity }),
    ...overrides,
  });

const leads = [
  lead(1, 'Maria', '2025-03-01T10:00:00Z'),
  lead(2, 'Mario', '2025-03-03T10:00:00Z', { plannedServiceType: 'CHECK_UP', conversationInitiated: false }),
  lead(3, 'Tom', '2025-03-02T10:00:00Z'),
];
const ids = (page: { ok: boolean; value?: { data: readonly Lead[] } }) => page.value?.data.map((l) => l.id);

describe('InMemoryLeadGateway', () => {
  it('searches with matchesSearch, newest activity first', async () => {
    const gateway = new InMemoryLeadGateway(leads);
    const found = await gateway.search({ searchText: 'MARI', page: 0, size: 50 });
    expect(ids(found)).toEqual([2, 1]);
    expect(found.ok && found.value).toMatchObject({ total: 2, page: 0, size: 50 });
  });

  it('pages zero-based and counts every match', async () => {
    const gateway = new InMemoryLeadGateway(leads);
    const second = await gateway.search({ page: 1, size: 2 });
    expect(ids(second)).toEqual([1]);
    expect(second.ok && second.value.total).toBe(3);
  });

  it("applies the filters, 'all' meaning none", async () => {
    const gateway = new InMemoryLeadGateway(leads);
    expect(ids(await gateway.search({ serviceType: 'CHECK_UP', page: 0, size: 50 }))).toEqual([2]);
    expect(ids(await gateway.search({ conversationInitiated: 'true', page: 0, size: 50 }))).toEqual([3, 1]);
    expect(
      ids(await gateway.search({ serviceType: 'all', conversationInitiated: 'all', page: 0, size: 50 })),
    ).toEqual([2, 3, 1]);
  });

  it('refuses a page off the contract with a 400', async () => {
    const gateway = new InMemoryLeadGateway(leads);
    const bad = await gateway.search({ page: -1, size: 50 });
    expect(bad.ok ? undefined : bad.error.status).toBe(400);
    const tooBig = await gateway.search({ page: 0, size: 5000 });
    expect(tooBig.ok ? undefined : tooBig.error.status).toBe(400);
  });

  it('gets a lead by id, or answers 404', async () => {
    const gateway = new InMemoryLeadGateway(leads);
    const found = await gateway.get(leadId(3));
    expect(found.ok && found.value.customerMaster.firstName).toBe('Tom');
    const missing = await gateway.get(leadId(99));
    expect(missing.ok ? undefined : missing.error.status).toBe(404);
  });
});
