import { INCONSISTENT_DATA, type OutgoingMessage, type SetResponseTimePayload } from '@torque/domain';
import { InMemoryConversationGateway, InMemoryLeadGateway, leadId, sampleLead } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  conversationToolsContract,
  conversationToolsState,
  pickedFile,
} from '../contract-suites/conversation-tools.suite.js';
import { conversationContract } from '../contract-suites/conversation.suite.js';
import {
  acknowledgement,
  answer,
  bodyOf,
  createFakeServer,
  envelope,
  id,
  num,
  refusal,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpConversationGateway } from './conversation.http.js';

let current: FakeServer | undefined;

function serve(server: InMemoryConversationGateway) {
  current = createFakeServer({
    getConversationHistory: async ({ query }) =>
      answer(await server.history(id(query.future_service_interaction_id)), envelope),
    sendMessage: async (call) => answer(await server.send(bodyOf<OutgoingMessage>(call))),
    markConversationRead: async (call) => {
      const body = bodyOf<{ futureServiceInteractionId: number; lastReadMessageInstanceId: number }>(call);
      return acknowledgement(
        await server.markRead(id(body.futureServiceInteractionId), body.lastReadMessageInstanceId),
      );
    },
    downloadTranscript: async ({ query }) => {
      const transcript = await server.transcript(id(query.future_service_interaction_id));
      return transcript.ok ? { text: transcript.value } : refusal(transcript.error);
    },
    getIntentDetails: async ({ query }) =>
      answer(await server.intentDetails(id(query['future-service-interaction-id']), num(query.messageId))),
    uploadConversationFile: async (call, request) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof File))
        return { status: 400, body: { statusCode: 400, message: 'file is required', errors: [] } };
      return answer(await server.uploadFile(id(call.query.fsiId), file));
    },
    setMessageResponseTime: async (call) =>
      acknowledgement(await server.setResponseTime(bodyOf<SetResponseTimePayload>(call))),
    createChatToken: async () => answer(await server.chatToken()),
    saveInboundVehicleDetails: async (call) => {
      const { future_service_interaction_id: lead, ...vehicle } = bodyOf<{
        future_service_interaction_id: number;
      }>(call);
      return acknowledgement(await server.saveInboundVehicleDetails({ leadId: lead, ...vehicle }));
    },
  });
  return new HttpConversationGateway(current.api);
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

conversationContract(async () => {
  const leads = new InMemoryLeadGateway([
    sampleLead({ totalUnreadCount: 2 }),
    sampleLead({
      id: leadId(102),
      customerMaster: { ...sampleLead().customerMaster, id: 7002, blockSms: true },
    }),
  ]);
  return {
    gateway: serve(new InMemoryConversationGateway({ leads })),
    leads,
    textable: { leadId: leadId(101), customerId: 7001, to: '+15551234567' },
    optedOut: { leadId: leadId(102), customerId: 7002, to: '+15559876543' },
    unknownLeadId: leadId(999),
  };
});
conversationToolsContract(() => {
  const state = conversationToolsState();
  return { gateway: serve(state.server), ...state };
});

describe('HttpConversationGateway on the wire', () => {
  it('uploads the file as multipart, field file, with its name', async () => {
    const gateway = serve(conversationToolsState().server);
    await gateway.uploadFile(leadId(101), pickedFile('photo.jpg', 'jpeg bytes', 'image/jpeg'));
    expect(current?.calls[0]?.headers.get('content-type')).toContain('multipart/form-data');
  });
});

describe('HttpConversationGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpConversationGateway(rawAnswer(500, {}).api).transcript(leadId(1));
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpConversationGateway(
      rawAnswer(200, { intents: [], finalIntentNames: [] }).api,
    ).intentDetails(leadId(1), 2);
    expect(result.ok ? '' : result.error.message).toContain('(multiIntentNames)');
  });
});
