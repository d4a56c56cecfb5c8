import type { ConversationGateway, PickedFile } from '@torque/domain';
import {
  InMemoryConversationGateway,
  InMemoryLeadGateway,
  leadId,
  sampleLead,
  sampleMessageInstance,
  serverRejection,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type ConversationToolsSubject = {
  readonly gateway: ConversationGateway;
  readonly leads: InMemoryLeadGateway;
  readonly server: InMemoryConversationGateway;
};

const LEAD = leadId(101);
const UNKNOWN = leadId(999);

/** Lead 101 with two messages (5 sent, 6 received) and one message of lead 102. */
export function conversationToolsState(): {
  leads: InMemoryLeadGateway;
  server: InMemoryConversationGateway;
} {
  const leads = new InMemoryLeadGateway([sampleLead(), sampleLead({ id: leadId(102) })]);
  const server = new InMemoryConversationGateway({
    leads,
    identity: 'advisor-7',
    messages: [
      sampleMessageInstance({
        id: 5,
        content: '<p>Your 5K service is due.</p>',
        createdOn: '2025-03-14T09:00:00.000Z',
      }),
      sampleMessageInstance({
        id: 6,
        direction: 'RECEIVED',
        notificationType: 'MESSAGE_FROM_CUSTOMER',
        content: 'Tuesday at 9 works',
        createdOn: '2025-03-14T09:05:00.000Z',
      }),
      sampleMessageInstance({
        id: 7,
        jaguarFutureServiceInteractionId: 102,
        createdOn: '2025-03-14T09:06:00.000Z',
      }),
    ],
  });
  return { leads, server };
}

/** A picked file as a browser File reads. */
export const pickedFile = (name: string, text: string, type = 'text/plain'): PickedFile => ({
  name,
  type,
  size: text.length,
  arrayBuffer: async () => new TextEncoder().encode(text).buffer as ArrayBuffer,
});

export function conversationToolsContract(makeSubject: () => ConversationToolsSubject): void {
  describe('ConversationGateway contract: transcript, intents, files and the rest', () => {
    it('downloads the conversation as plain text, oldest first', async () => {
      const { gateway } = makeSubject();
      const transcript = await gateway.transcript(LEAD);
      if (!transcript.ok) throw new Error(transcript.error.message);
      expect(transcript.value.indexOf('Your 5K service is due.')).toBeLessThan(
        transcript.value.indexOf('Tuesday at 9 works'),
      );
      expect(transcript.value).not.toContain('<p>');
    });

    it("shows a customer message's intents, and refuses a message of another lead", async () => {
      const { gateway, server } = makeSubject();
      const details = {
        intents: [
          { intentName: 'DT_DETECTED', symLogs: { inputStrListBeforePreprocessor: ['tuesday at 9'] } },
        ],
        finalIntentNames: ['DT_DETECTED'],
        multiIntentNames: [],
      };
      server.setIntentDetails(6, details);
      expect(await gateway.intentDetails(LEAD, 6)).toEqual({ ok: true, value: details });
      const empty = await gateway.intentDetails(LEAD, 5);
      expect(empty.ok && empty.value.intents).toEqual([]);
      const elsewhere = await gateway.intentDetails(LEAD, 7);
      expect(elsewhere.ok ? undefined : elsewhere.error.status).toBe(404);
    });

    it('stores an uploaded file and answers where it is', async () => {
      const { gateway } = makeSubject();
      const uploaded = await gateway.uploadFile(LEAD, pickedFile('repair-estimate.txt', 'Brakes: $240'));
      expect(uploaded.ok && uploaded.value.fileName).toBe('repair-estimate.txt');
      expect(uploaded.ok && uploaded.value.url).toContain('repair-estimate.txt');
      const unknown = await gateway.uploadFile(UNKNOWN, pickedFile('a.txt', 'a'));
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it("sets a message's response time, refusing an unknown message", async () => {
      const { gateway, server } = makeSubject();
      expect((await gateway.setResponseTime({ id: 6, msgDateTime: '14-03-2025 09:30:00' })).ok).toBe(true);
      expect(server.responseTimes.get(6)).toBe('14-03-2025 09:30:00');
      const unknown = await gateway.setResponseTime({ id: 4242, msgDateTime: '14-03-2025 09:30:00' });
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it('issues a chat token for the signed-in identity', async () => {
      const { gateway } = makeSubject();
      const token = await gateway.chatToken();
      expect(token.ok && token.value.identity).toBe('advisor-7');
      expect(token.ok && token.value.token.length).toBeGreaterThan(0);
    });

    it("records vehicle details from an inbound conversation on the lead's vehicle", async () => {
      const { gateway, leads } = makeSubject();
      expect(
        (await gateway.saveInboundVehicleDetails({ leadId: LEAD, vin: '5YJ3E1EA7KF000001', mileage: 30500 }))
          .ok,
      ).toBe(true);
      expect(leads.find(LEAD)?.serviceVehicle).toMatchObject({ vin: '5YJ3E1EA7KF000001', odometer: 30500 });
    });

    it("passes the server's refusal on as spec 1 §8 words it", async () => {
      const { gateway, server } = makeSubject();
      server.failNext('chatToken', serverRejection(400, 'Invalid Credentials.'));
      const refused = await gateway.chatToken();
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        message: 'Invalid Credentials.',
        tone: 'warning',
      });
    });
  });
}
