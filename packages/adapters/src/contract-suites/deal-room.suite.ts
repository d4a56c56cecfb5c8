import type { DealRoomGateway } from '@torque/domain';
import {
  InMemoryAssistantGateway,
  InMemoryConversationGateway,
  InMemoryDealRoomGateway,
  InMemoryLeadGateway,
  leadId,
  sampleAssistant,
  sampleLead,
  sampleMessageInstance,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type DealRoomSubject = { readonly gateway: DealRoomGateway; readonly server: InMemoryDealRoomGateway };

const LEAD = leadId(101);
const invite = { leadId: LEAD, userMasterId: 42, token: 'invitation-token-101' };

/** Lead 101 with a customer message, an internal note and an archived message; its store's assistant. */
export function dealRoomState(): InMemoryDealRoomGateway {
  const leads = new InMemoryLeadGateway([sampleLead()]);
  const conversations = new InMemoryConversationGateway({
    leads,
    messages: [
      sampleMessageInstance({ id: 1, createdOn: '2025-03-14T09:00:00.000Z' }),
      sampleMessageInstance({
        id: 2,
        messageType: 'INTERNAL_NOTES',
        notificationType: 'INTERNAL_NOTES',
        createdOn: '2025-03-14T09:05:00.000Z',
      }),
      sampleMessageInstance({ id: 3, archived: true, createdOn: '2025-03-14T09:10:00.000Z' }),
      sampleMessageInstance({
        id: 4,
        direction: 'RECEIVED',
        notificationType: 'MESSAGE_FROM_CUSTOMER',
        createdOn: '2025-03-14T09:15:00.000Z',
      }),
    ],
  });
  const assistants = new InMemoryAssistantGateway();
  assistants.set({ bocId: 2, storeId: 3, divisionId: 'DIV004' }, [sampleAssistant()]);
  const server = new InMemoryDealRoomGateway({ leads, conversations, assistants });
  server.invite(invite);
  return server;
}

export function dealRoomContract(makeSubject: () => DealRoomSubject): void {
  describe('DealRoomGateway contract', () => {
    it('opens the invited lead', async () => {
      const { gateway } = makeSubject();
      const lead = await gateway.lead(invite);
      expect(lead.ok && lead.value.id).toBe(LEAD);
    });

    it('shows the customer the conversation oldest first, without internal notes or archived messages', async () => {
      const { gateway } = makeSubject();
      const history = await gateway.history(invite);
      expect(history.ok && history.value.map((m) => m.id)).toEqual([1, 4]);
    });

    it("lists the assistants of the lead's store", async () => {
      const { gateway } = makeSubject();
      expect(await gateway.assistants(invite)).toEqual({ ok: true, value: [sampleAssistant()] });
    });

    it('refuses a link made for someone else with a 404', async () => {
      const { gateway } = makeSubject();
      for (const refused of [
        await gateway.lead({ ...invite, userMasterId: 7 }),
        await gateway.history({ ...invite, leadId: leadId(999) }),
        await gateway.assistants({ ...invite, userMasterId: 7 }),
        await gateway.lead({ ...invite, token: 'another-token' }),
      ]) {
        expect(refused.ok ? undefined : refused.error.status).toBe(404);
      }
    });
  });
}
