import { INCONSISTENT_DATA, type DealRoomInvite } from '@torque/domain';
import { leadId } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { dealRoomContract, dealRoomState } from '../contract-suites/deal-room.suite.js';
import {
  answer,
  createFakeServer,
  envelope,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpDealRoomGateway } from './deal-room.http.js';

let current: FakeServer | undefined;

const inviteOf = ({ query }: ContractCall): DealRoomInvite => ({
  leadId: id(query.futureServiceInteractionId),
  userMasterId: num(query.userMasterId),
  token: String(query.token),
});

function subject() {
  const server = dealRoomState();
  current = createFakeServer({
    getDealRoomLead: async (call) => answer(await server.lead(inviteOf(call))),
    getDealRoomConversationHistory: async (call) => answer(await server.history(inviteOf(call)), envelope),
    getDealRoomAssistantList: async (call) => answer(await server.assistants(inviteOf(call)), envelope),
  });
  return { gateway: new HttpDealRoomGateway(current.publicApi), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  // The deal room is public: no call carries the signed-in user's token.
  expect(current?.calls.every((call) => !call.headers.has('authorization')) ?? true).toBe(true);
  current = undefined;
});

dealRoomContract(subject);

describe('HttpDealRoomGateway failures', () => {
  const invite = { leadId: leadId(1), userMasterId: 2, token: 't' };

  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpDealRoomGateway(rawAnswer(500, {}).publicApi).history(invite);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const page = { data: [{ agentFirstName: 'Ava' }], response: 'SUCCESS', total: 1, size: 1, page: 0 };
    const result = await new HttpDealRoomGateway(rawAnswer(200, page).publicApi).assistants(invite);
    expect(result.ok ? '' : result.error.message).toContain('(data.0.');
  });
});
