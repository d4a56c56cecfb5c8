import {
  OPTED_OUT_MESSAGE,
  type ConversationGateway,
  type LeadGateway,
  type LeadId,
  type OutgoingMessage,
} from '@torque/domain';
import { describe, expect, it } from 'vitest';

/** Who a message goes to: the lead, its customer, the store's number and the customer's. */
export type MessageTarget = {
  readonly leadId: LeadId;
  readonly customerId: number;
  readonly from?: string;
  readonly to: string;
};

/** A conversation gateway over some server, with the lead gateway of the same server to observe it. */
export type ConversationSubject = {
  readonly gateway: ConversationGateway;
  readonly leads: LeadGateway;
  readonly textable: MessageTarget;
  readonly optedOut: MessageTarget;
  readonly unknownLeadId: LeadId;
};

const sms = (target: MessageTarget, content: string): OutgoingMessage => ({
  id: target.customerId,
  jaguarFutureServiceInteractionId: target.leadId,
  content,
  ...(target.from ? { from: target.from } : {}),
  to: target.to,
  direction: 'SEND',
  messageType: 'SMS',
  notificationType: 'MESSAGE_TO_CUSTOMER',
});

/** History, send and read: what a caller relies on, on any server holding a textable and an opted-out lead. */
export function conversationContract(makeSubject: () => Promise<ConversationSubject>): void {
  describe('ConversationGateway contract: history, send, read', () => {
    it("answers a lead's conversation oldest first, and a 404 warning for an unknown lead", async () => {
      const { gateway, textable, unknownLeadId } = await makeSubject();
      const history = await gateway.history(textable.leadId);
      if (!history.ok) throw new Error(history.error.message);
      const times = history.value.map((m) => Date.parse(m.createdOn));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(history.value.every((m) => m.jaguarFutureServiceInteractionId === textable.leadId)).toBe(true);
      const missing = await gateway.history(unknownLeadId);
      expect(missing.ok ? undefined : missing.error).toMatchObject({ status: 404, tone: 'warning' });
    });

    it('sends an SMS that then ends the history', async () => {
      const { gateway, textable } = await makeSubject();
      const sent = await gateway.send(sms(textable, 'Your car is ready for pickup.'));
      if (!sent.ok) throw new Error(sent.error.message);
      expect(sent.value).toMatchObject({
        jaguarFutureServiceInteractionId: textable.leadId,
        direction: 'SEND',
        messageType: 'SMS',
      });
      const history = await gateway.history(textable.leadId);
      expect(history.ok && history.value.at(-1)?.id).toBe(sent.value.id);
    });

    it('refuses an SMS to a customer who opted out, with the spec message', async () => {
      const { gateway, optedOut } = await makeSubject();
      const refused = await gateway.send(sms(optedOut, 'Hello'));
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        status: 400,
        message: OPTED_OUT_MESSAGE,
      });
    });

    it("reading the conversation up to its last message zeroes the lead's unread count", async () => {
      const { gateway, leads, textable } = await makeSubject();
      const sent = await gateway.send(sms(textable, 'Checking in.'));
      if (!sent.ok) throw new Error(sent.error.message);
      expect(await gateway.markRead(textable.leadId, sent.value.id)).toEqual({ ok: true, value: undefined });
      const lead = await leads.get(textable.leadId);
      expect(lead.ok && lead.value.totalUnreadCount).toBe(0);
    });
  });
}
