import type { UnreadCountsGateway } from '@torque/domain';
import {
  InMemoryLeadGateway,
  InMemoryUnreadCountsGateway,
  leadId,
  sampleLead,
  serverRejection,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type UnreadCountsSubject = {
  readonly gateway: UnreadCountsGateway;
  readonly server: InMemoryUnreadCountsGateway;
};

const store = (id: number) => ({ ...sampleLead().storeMaster, id });

/** Four leads: two unread oil changes (stores 3 and 4), one unread check-up (store 3), one read. */
export function unreadCountsState(): InMemoryUnreadCountsGateway {
  return new InMemoryUnreadCountsGateway(
    new InMemoryLeadGateway([
      sampleLead({ id: leadId(1), totalUnreadCount: 2 }),
      sampleLead({ id: leadId(2), totalUnreadCount: 1, storeMaster: store(4) }),
      sampleLead({ id: leadId(3), totalUnreadCount: 5, plannedServiceType: 'CHECK_UP' }),
      sampleLead({ id: leadId(4), totalUnreadCount: 0, plannedServiceType: 'SVC_7500' }),
    ]),
  );
}

export function unreadCountsContract(makeSubject: () => UnreadCountsSubject): void {
  describe('UnreadCountsGateway contract', () => {
    it('counts conversations with at least one unread message per service type, optionally in one store', async () => {
      const { gateway } = makeSubject();
      expect(await gateway.byService()).toEqual({
        ok: true,
        value: {
          total: 3,
          counts: [
            { key: 'CHECK_UP', count: 1 },
            { key: 'OIL_CHANGE', count: 2 },
          ],
        },
      });
      const inStore = await gateway.byService(4);
      expect(inStore.ok && inStore.value).toEqual({ total: 1, counts: [{ key: 'OIL_CHANGE', count: 1 }] });
    });

    it('counts them per store', async () => {
      const { gateway } = makeSubject();
      const byStore = await gateway.byStore();
      expect(byStore.ok && byStore.value.counts).toEqual([
        { key: '3', count: 2 },
        { key: '4', count: 1 },
      ]);
    });

    it('answers the repair-order status and appointment counts, none when nothing is counted', async () => {
      const { gateway, server } = makeSubject();
      const counts = {
        total: 3,
        counts: [
          { key: 'OPEN', count: 2 },
          { key: 'CLOSED', count: 1 },
        ],
      };
      server.set('byRepairOrderStatus', 3, counts);
      expect(await gateway.byRepairOrderStatus(3)).toEqual({ ok: true, value: counts });
      expect(await gateway.byRepairOrderStatus()).toEqual({ ok: true, value: { total: 0, counts: [] } });
      expect(await gateway.byAppointment(3)).toEqual({ ok: true, value: { total: 0, counts: [] } });
    });

    it("passes the server's refusal on as spec 1 §8 words it", async () => {
      const { gateway, server } = makeSubject();
      server.failNext('byStore', serverRejection(500, 'boom'));
      const refused = await gateway.byStore();
      expect(refused.ok ? undefined : refused.error.message).toBe(
        'Inconsistent data in request. Please check data',
      );
    });
  });
}
