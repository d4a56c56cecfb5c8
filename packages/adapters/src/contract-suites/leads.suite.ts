import type { Lead, LeadGateway, LeadId } from '@torque/domain';
import type { InMemoryLeadGateway } from '@torque/domain/testing';
import { leadId, sampleLead, sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** A lead gateway over some server: the fake, the contract double playing the fake, or the reference server. */
export type LeadSearchSubject = { readonly gateway: LeadGateway; readonly unknownLeadId: LeadId };

const activity = (lead: Lead): number =>
  Date.parse(lead.latestMessage?.createdOn ?? lead.lastMessageReceivedDate ?? '') || 0;

/** What a caller relies on from search and get, on any server that holds at least three leads. */
export function leadGatewayContract(makeSubject: () => Promise<LeadSearchSubject>): void {
  describe('LeadGateway contract: search and get', () => {
    it('pages zero-based in the list envelope, newest activity first, the pages not overlapping', async () => {
      const { gateway } = await makeSubject();
      const first = await gateway.search({ page: 0, size: 2 });
      const second = await gateway.search({ page: 1, size: 2 });
      if (!first.ok || !second.ok) throw new Error('search failed');
      expect(first.value).toMatchObject({ page: 0, size: 2 });
      expect(first.value.data).toHaveLength(2);
      expect(second.value.total).toBe(first.value.total);
      const times = first.value.data.map(activity);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const firstIds = new Set(first.value.data.map((lead) => lead.id));
      expect(second.value.data.some((lead) => firstIds.has(lead.id))).toBe(false);
    });

    it("finds a lead by its customer's first name, case-insensitively, and 'all' filters nothing", async () => {
      const { gateway } = await makeSubject();
      const any = await gateway.search({ page: 0, size: 1 });
      const name = any.ok ? any.value.data[0]?.customerMaster.firstName : undefined;
      if (!name) throw new Error('no lead to search for');
      const found = await gateway.search({
        searchText: name.toUpperCase(),
        serviceType: 'all',
        page: 0,
        size: 50,
      });
      expect(found.ok && found.value.data.some((lead) => lead.customerMaster.firstName === name)).toBe(true);
    });

    it('gets a lead it listed, and answers an unknown lead with a 404 warning', async () => {
      const { gateway, unknownLeadId } = await makeSubject();
      const listed = await gateway.search({ page: 0, size: 1 });
      const id = listed.ok ? listed.value.data[0]?.id : undefined;
      if (id === undefined) throw new Error('no lead listed');
      const found = await gateway.get(id);
      expect(found.ok && found.value.id).toBe(id);
      const missing = await gateway.get(unknownLeadId);
      expect(missing.ok ? undefined : missing.error).toMatchObject({ status: 404, tone: 'warning' });
    });
  });
}

export type LeadExtrasSubject = { readonly gateway: LeadGateway; readonly server: InMemoryLeadGateway };

const customerOf = (id: number, firstName: string) => ({ ...sampleLead().customerMaster, id, firstName });
const lead = (id: number, customerId: number, activityAt: string): Lead =>
  sampleLead({
    id: leadId(id),
    customerMaster: customerOf(customerId, `Customer${customerId}`),
    latestMessage: sampleMessageInstance({ id, jaguarFutureServiceInteractionId: id, createdOn: activityAt }),
  });

/** Three leads of two customers, for the fake-seeded cases. */
export const threeLeads = (): Lead[] => [
  lead(1, 70, '2025-03-01T10:00:00Z'),
  lead(2, 70, '2025-03-03T10:00:00Z'),
  lead(3, 80, '2025-03-02T10:00:00Z'),
];

export function leadGatewayExtrasContract(makeSubject: () => LeadExtrasSubject): void {
  describe('LeadGateway contract: other interactions and the deal room link', () => {
    it("lists the customer's other leads, not the lead itself nor other customers'", async () => {
      const { gateway, server } = makeSubject();
      for (const each of [...threeLeads(), lead(4, 70, '2025-03-04T10:00:00Z')]) server.put(each);
      const others = await gateway.otherInteractions(leadId(1));
      expect(others.ok && others.value.data.map((l) => l.id)).toEqual([4, 2]);
      const alone = await gateway.otherInteractions(leadId(3));
      expect(alone.ok && alone.value.total).toBe(0);
    });

    it("answers a link to the lead's deal room naming the lead", async () => {
      const { gateway, server } = makeSubject();
      for (const each of threeLeads()) server.put(each);
      const link = await gateway.conversationLink(leadId(2));
      expect(link.ok && link.value).toContain('2');
    });

    it('refuses an unknown lead with a 404 warning', async () => {
      const { gateway } = makeSubject();
      for (const refused of [
        await gateway.otherInteractions(leadId(9)),
        await gateway.conversationLink(leadId(9)),
      ]) {
        expect(refused.ok ? undefined : refused.error).toMatchObject({ status: 404, tone: 'warning' });
      }
    });
  });
}
