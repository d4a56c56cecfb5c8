import { LEAD_LISTS, type Lead, type LeadListGateway } from '@torque/domain';
import type { InMemoryLeadListGateway } from '@torque/domain/testing';
import { leadId, sampleLead, sampleMessageInstance, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port under test and the in-memory server state behind it (the fake itself, or the fake the HTTP server plays). */
export type LeadListsSubject = {
  readonly gateway: LeadListGateway;
  readonly server: InMemoryLeadListGateway;
};

const lead = (id: number, activity: string, overrides: Partial<Lead> = {}): Lead =>
  sampleLead({
    id: leadId(id),
    latestMessage: sampleMessageInstance({ id, jaguarFutureServiceInteractionId: id, createdOn: activity }),
    ...overrides,
  });
const ids = (page: { ok: boolean; value?: { data: readonly Lead[] } }) => page.value?.data.map((l) => l.id);
const scope = { companyId: '1', divisionId: 'DIV004', officeId: '3' } as const;

export function leadListsContract(makeSubject: () => LeadListsSubject): void {
  describe('LeadListGateway contract', () => {
    it('pages a list zero-based, newest activity first, counting every lead on it', async () => {
      const { gateway, server } = makeSubject();
      server.place('global-inbox', [
        lead(1, '2025-03-01T10:00:00Z'),
        lead(2, '2025-03-03T10:00:00Z'),
        lead(3, '2025-03-02T10:00:00Z'),
      ]);
      const first = await gateway.search('global-inbox', { page: 0, size: 2 });
      expect(ids(first)).toEqual([2, 3]);
      expect(first.ok && first.value).toMatchObject({ total: 3, page: 0, size: 2 });
      expect(ids(await gateway.search('global-inbox', { page: 1, size: 2 }))).toEqual([1]);
    });

    it('keeps the lists apart and answers an empty page for every list that holds nothing', async () => {
      const { gateway, server } = makeSubject();
      server.place('tcpa', [lead(5, '2025-03-01T10:00:00Z')]);
      for (const list of LEAD_LISTS) {
        const found = await gateway.search(list, { page: 0, size: 10 });
        expect(ids(found), list).toEqual(list === 'tcpa' ? [5] : []);
      }
    });

    it("applies the filter: search text, stage and 'all'", async () => {
      const { gateway, server } = makeSubject();
      const tom = lead(7, '2025-03-01T10:00:00Z', {
        stage: 'ENGAGED',
        customerMaster: { ...sampleLead().customerMaster, id: 70, firstName: 'Tom' },
      });
      server.place('lisa-lead-manager', [lead(6, '2025-03-02T10:00:00Z'), tom]);
      const byText = await gateway.search('lisa-lead-manager', { searchText: 'tom', page: 0, size: 10 });
      expect(ids(byText)).toEqual([7]);
      const byStage = await gateway.search('lisa-lead-manager', {
        stage: 'ENGAGED',
        serviceType: 'all',
        page: 0,
        size: 10,
      });
      expect(ids(byStage)).toEqual([7]);
    });

    it('counts the leads with an appointment set, in both variants', async () => {
      const { gateway, server } = makeSubject();
      server.place('follow-up', [
        lead(8, '2025-03-01T10:00:00Z', { appointmentSet: true }),
        lead(9, '2025-03-01T10:00:00Z'),
      ]);
      expect(await gateway.countAppointmentSet({}, 'lead-manager')).toEqual({ ok: true, value: 1 });
      expect(await gateway.countAppointmentSet({ searchText: 'nobody' }, 'lisa')).toEqual({
        ok: true,
        value: 0,
      });
    });

    it("pages a store's pre-CSI leads", async () => {
      const { gateway, server } = makeSubject();
      const elsewhere = lead(11, '2025-03-01T10:00:00Z', {
        storeMaster: { ...sampleLead().storeMaster, id: 4 },
      });
      server.placePreCsi([lead(10, '2025-03-01T10:00:00Z'), elsewhere]);
      expect(ids(await gateway.preCsi({ storeId: 3, page: 0, size: 10 }))).toEqual([10]);
      expect(ids(await gateway.preCsi({ page: 0, size: 10 }))).toEqual([11, 10]);
    });

    it("answers an office's lead-manager figures, empty for an office without any", async () => {
      const { gateway, server } = makeSubject();
      server.setFigures(scope, { INITIATED: 4, ENGAGED: 1 });
      expect(await gateway.leadManagerData(scope)).toEqual({
        ok: true,
        value: { ...scope, counts: { INITIATED: 4, ENGAGED: 1 } },
      });
      const other = await gateway.leadManagerData({ ...scope, officeId: '9' });
      expect(other.ok && other.value.counts).toEqual({});
    });

    it("passes the server's refusal on as spec 1 §8 words it", async () => {
      const { gateway, server } = makeSubject();
      server.failNext('search', serverRejection(400, 'Unknown list filter'));
      const refused = await gateway.search('archived', { page: 0, size: 10 });
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        message: 'Unknown list filter',
        tone: 'warning',
        status: 400,
      });
      server.failNext('leadManagerData', serverRejection(500, 'boom'));
      const broken = await gateway.leadManagerData(scope);
      expect(broken.ok ? undefined : broken.error.message).toBe(
        'Inconsistent data in request. Please check data',
      );
    });
  });
}
