import type { UnreadResponseOutbox } from '@torque/domain';
import { InMemoryConversationGateway, InMemoryLeadGateway, leadId, sampleLead } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** A stored unread-message response: the message and its lead (the local unread-message store's row). */
export type StoredResponse = { readonly id: number; readonly leadId: number; readonly receivedAt: string };

export type OutboxSubject = { readonly outbox: UnreadResponseOutbox; readonly leads: InMemoryLeadGateway };

const stored: StoredResponse[] = [
  { id: 11, leadId: 101, receivedAt: '2025-03-14T09:00:00.000Z' },
  { id: 12, leadId: 999, receivedAt: '2025-03-14T09:01:00.000Z' },
];

/** Lead 101 with three unread messages; its conversation server. */
export function outboxState(): { leads: InMemoryLeadGateway; conversations: InMemoryConversationGateway } {
  const leads = new InMemoryLeadGateway([sampleLead({ id: leadId(101), totalUnreadCount: 3 })]);
  return { leads, conversations: new InMemoryConversationGateway({ leads }) };
}

/** `makeSubject` starts with the given responses stored. */
export function unreadResponseOutboxContract(
  makeSubject: (stored: readonly StoredResponse[]) => Promise<OutboxSubject>,
): void {
  describe('UnreadResponseOutbox contract', () => {
    it('lists the stored responses', async () => {
      const { outbox } = await makeSubject(stored);
      expect((await outbox.stored()).map((response) => response.id)).toEqual([11, 12]);
    });

    it('reporting one reads its conversation and takes it out of the store; a refused one stays', async () => {
      const { outbox, leads } = await makeSubject(stored);
      const [first, second] = await outbox.stored();
      if (!first || !second) throw new Error('nothing stored');
      expect(await outbox.report(first)).toEqual({ ok: true, value: undefined });
      expect(leads.find(101)?.totalUnreadCount).toBe(0);
      const refused = await outbox.report(second);
      expect(refused.ok ? undefined : refused.error.status).toBe(404);
      expect((await outbox.stored()).map((response) => response.id)).toEqual([12]);
    });
  });
}
