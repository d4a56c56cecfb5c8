import type { BulkConversationGateway } from '@torque/domain';
import { fixedClock, InMemoryBulkConversationGateway } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type BulkConversationSubject = {
  readonly gateway: BulkConversationGateway;
  readonly server: InMemoryBulkConversationGateway;
};

export const bulkConversationState = (): InMemoryBulkConversationGateway =>
  new InMemoryBulkConversationGateway(fixedClock('2025-03-14T15:00:00Z'));

export function bulkConversationContract(makeSubject: () => BulkConversationSubject): void {
  describe('BulkConversationGateway contract', () => {
    it("answers today's figures as zero before any run", async () => {
      const { gateway } = makeSubject();
      expect(await gateway.today()).toEqual({
        ok: true,
        value: { date: '2025-03-14', total: 0, sent: 0, failed: 0, status: 'NOT_STARTED' },
      });
    });

    it("counts a run's sends and failures, and pages the failures", async () => {
      const { gateway, server } = makeSubject();
      server.record({ sent: true });
      server.record({
        sent: false,
        failure: { futureServiceInteractionId: 7, customerName: 'Maria Lopez', error: 'Invalid Number' },
      });
      server.record({ sent: false, failure: { futureServiceInteractionId: 8, error: 'Opted out' } });
      const today = await gateway.today();
      expect(today.ok && today.value).toMatchObject({ total: 3, sent: 1, failed: 2 });
      const status = await gateway.status();
      expect(status.ok && status.value.date).toBe('2025-03-14');
      const second = await gateway.failures(1, 1);
      expect(second.ok && second.value).toMatchObject({
        total: 2,
        page: 1,
        size: 1,
        data: [{ futureServiceInteractionId: 8 }],
      });
    });
  });
}
