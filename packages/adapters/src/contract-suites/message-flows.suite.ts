import type { InterventionGateway, LogModeGateway, MessageArchive } from '@torque/domain';
import {
  InMemoryConversationGateway,
  InMemoryLeadGateway,
  InMemoryMessageFlows,
  leadId,
  sampleLead,
  sampleMessageInstance,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** A per-message flow port and the conversation it writes to (observed through the conversation fake). */
export type MessageFlowSubject<Port> = {
  readonly gateway: Port;
  readonly conversations: InMemoryConversationGateway;
};

const LEAD = leadId(101);
const CUSTOMER_MESSAGE = 6;
const NOTE = 8;

/** Lead 101: a sent message (5), a customer message (6) and an internal note (8); lead 102 exists too. */
export function messageFlowsState(): {
  conversations: InMemoryConversationGateway;
  server: InMemoryMessageFlows;
} {
  const leads = new InMemoryLeadGateway([sampleLead(), sampleLead({ id: leadId(102) })]);
  const conversations = new InMemoryConversationGateway({
    leads,
    messages: [
      sampleMessageInstance({ id: 5 }),
      sampleMessageInstance({
        id: CUSTOMER_MESSAGE,
        direction: 'RECEIVED',
        notificationType: 'MESSAGE_FROM_CUSTOMER',
      }),
      sampleMessageInstance({ id: NOTE, messageType: 'INTERNAL_NOTES', notificationType: 'INTERNAL_NOTES' }),
    ],
  });
  return { conversations, server: new InMemoryMessageFlows(conversations, leads) };
}

const message = (subject: MessageFlowSubject<unknown>, id: number) => subject.conversations.findMessage(id);

export function logModeContract(makeSubject: () => MessageFlowSubject<LogModeGateway>): void {
  describe('LogModeGateway contract', () => {
    it("enabling log mode on a customer message puts it awaiting confirmation; the response's validity is then set", async () => {
      const subject = makeSubject();
      expect((await subject.gateway.enableLogMode(LEAD, CUSTOMER_MESSAGE)).ok).toBe(true);
      expect(message(subject, CUSTOMER_MESSAGE)?.validLogMode).toBeNull();
      expect((await subject.gateway.setLogModeResponse(CUSTOMER_MESSAGE, false)).ok).toBe(true);
      expect(message(subject, CUSTOMER_MESSAGE)?.validLogMode).toBe(false);
      await subject.gateway.setLogModeResponse(CUSTOMER_MESSAGE, true);
      expect(message(subject, CUSTOMER_MESSAGE)?.validLogMode).toBe(true);
    });

    it('enables log mode for a lead without a message, and refuses unknown leads and messages with 404', async () => {
      const { gateway } = makeSubject();
      expect((await gateway.enableLogMode(LEAD)).ok).toBe(true);
      for (const refused of [
        await gateway.enableLogMode(leadId(999)),
        await gateway.enableLogMode(leadId(102), CUSTOMER_MESSAGE),
        await gateway.setLogModeResponse(4242, true),
      ]) {
        expect(refused.ok ? undefined : refused.error).toMatchObject({ status: 404, tone: 'warning' });
      }
    });
  });
}

export function messageArchiveContract(makeSubject: () => MessageFlowSubject<MessageArchive>): void {
  describe('MessageArchive contract', () => {
    it('archives a message, and refuses an unknown one with 404', async () => {
      const subject = makeSubject();
      expect(await subject.gateway.archive(5)).toEqual({ ok: true, value: undefined });
      expect(message(subject, 5)?.archived).toBe(true);
      const refused = await subject.gateway.archive(4242);
      expect(refused.ok ? undefined : refused.error.status).toBe(404);
    });
  });
}

export function interventionContract(makeSubject: () => MessageFlowSubject<InterventionGateway>): void {
  describe('InterventionGateway contract', () => {
    it('steps in on an internal note of the lead', async () => {
      const { gateway } = makeSubject();
      expect(await gateway.intervene(LEAD, NOTE)).toEqual({ ok: true, value: undefined });
    });

    it('refuses a message that is not an internal note (400) and one of another lead (404)', async () => {
      const { gateway } = makeSubject();
      const notNote = await gateway.intervene(LEAD, CUSTOMER_MESSAGE);
      expect(notNote.ok ? undefined : notNote.error).toMatchObject({ status: 400, tone: 'warning' });
      const elsewhere = await gateway.intervene(leadId(102), NOTE);
      expect(elsewhere.ok ? undefined : elsewhere.error.status).toBe(404);
    });
  });
}
