import type { MailingListGateway } from '@torque/domain';
import type { InMemoryMailingListGateway } from '@torque/domain/testing';
import { serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type MailingListsSubject = {
  readonly gateway: MailingListGateway;
  readonly server: InMemoryMailingListGateway;
};

const TENANT = 1;

export function mailingListsContract(makeSubject: () => MailingListsSubject): void {
  describe('MailingListGateway contract', () => {
    it("creates lists with ids in order and lists a tenant's own only", async () => {
      const { gateway } = makeSubject();
      expect(await gateway.create(TENANT, 'LIST-SERVICE')).toEqual({
        ok: true,
        value: { mailingListMasterId: 1, code: 'LIST-SERVICE', tenantId: TENANT },
      });
      await gateway.create(2, 'LIST-OTHER');
      const lists = await gateway.lists(TENANT);
      expect(lists.ok && lists.value.map((list) => list.code)).toEqual(['LIST-SERVICE']);
    });

    it('adds entries to a list, lists them and removes one', async () => {
      const { gateway } = makeSubject();
      await gateway.create(TENANT, 'LIST-VIP');
      const added = await gateway.addEntry({
        tenantId: TENANT,
        mailingListMasterId: 1,
        firstName: 'Maria',
        email: 'maria@example.com',
      });
      expect(added.ok && added.value).toMatchObject({
        mailingListDetailsId: 1,
        mailingListMasterId: 1,
        firstName: 'Maria',
      });
      await gateway.addEntry({
        tenantId: TENANT,
        mailingListMasterId: 1,
        firstName: 'Tom',
        cellular: '7185550102',
      });
      expect((await gateway.deleteEntry(TENANT, 1)).ok).toBe(true);
      const entries = await gateway.entries(TENANT, 1);
      expect(entries.ok && entries.value.map((entry) => entry.firstName)).toEqual(['Tom']);
    });

    it('deleting a list deletes it and its entries; unknown lists and entries are refused with 404', async () => {
      const { gateway } = makeSubject();
      await gateway.create(TENANT, 'LIST-GONE');
      await gateway.addEntry({ tenantId: TENANT, mailingListMasterId: 1, firstName: 'Ana' });
      expect((await gateway.delete(TENANT, 1)).ok).toBe(true);
      expect(await gateway.lists(TENANT)).toEqual({ ok: true, value: [] });
      for (const refused of [
        await gateway.entries(TENANT, 1),
        await gateway.deleteEntry(TENANT, 1),
        await gateway.addEntry({ tenantId: TENANT, mailingListMasterId: 9 }),
        await gateway.delete(2, 1),
      ]) {
        expect(refused.ok ? undefined : refused.error).toMatchObject({ status: 404, tone: 'warning' });
      }
    });

    it('adds entries in bulk, skipping bad rows and ones already on the list, with the reason', async () => {
      const { gateway } = makeSubject();
      await gateway.create(TENANT, 'LIST-CSV');
      await gateway.addEntry({ tenantId: TENANT, mailingListMasterId: 1, email: 'known@example.com' });
      const added = await gateway.addEntries({
        tenantId: TENANT,
        mailingListMasterId: 1,
        entries: [
          { firstName: 'Ana', cellular: '(718) 555-0101' },
          { firstName: 'Bad', cellular: '12' },
          { email: 'KNOWN@example.com' },
        ],
      });
      expect(added).toEqual({
        ok: true,
        value: {
          added: 1,
          skipped: [
            { row: 2, message: 'Invalid Number' },
            { row: 3, message: 'Already on the list' },
          ],
        },
      });
      const entries = await gateway.entries(TENANT, 1);
      expect(entries.ok && entries.value.map((entry) => entry.cellular)).toEqual([null, '+17185550101']);
    });

    it("answers a list's audience: the leads its entries reach and how many entries matched", async () => {
      const { gateway, server } = makeSubject();
      server.addLead(41, { cellular: '+17185550101' });
      server.addLead(42, { email: 'bea@example.com' });
      await gateway.create(TENANT, 'LIST-REACH');
      await gateway.addEntries({
        tenantId: TENANT,
        mailingListMasterId: 1,
        entries: [{ cellular: '7185550101' }, { email: 'Bea@Example.com' }, { email: 'nobody@example.com' }],
      });
      expect(await gateway.audience(TENANT, 1)).toEqual({
        ok: true,
        value: { futureServiceInteractionIds: [41, 42], matchedEntries: 2, unmatchedEntries: 1 },
      });
      const unknown = await gateway.audience(TENANT, 9);
      expect(unknown.ok ? undefined : unknown.error).toMatchObject({ status: 404 });
    });

    it("passes the server's refusal of a listing on as spec 1 §8 words it", async () => {
      const { gateway, server } = makeSubject();
      server.failNext('lists', serverRejection(500, 'boom'));
      const refused = await gateway.lists(TENANT);
      expect(refused.ok ? undefined : refused.error.message).toBe(
        'Inconsistent data in request. Please check data',
      );
    });
  });
}
