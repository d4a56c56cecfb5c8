import { INCONSISTENT_DATA } from '@torque/domain';
import { leadId } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgement,
  bodyOf,
  createFakeServer,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import {
  interventionContract,
  logModeContract,
  messageArchiveContract,
  messageFlowsState,
} from '../contract-suites/message-flows.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpMessageFlows } from './message-flows.http.js';

let current: FakeServer | undefined;

function subject() {
  const { conversations, server } = messageFlowsState();
  current = createFakeServer({
    updateLogModeResponseValidity: async (call) => {
      const body = bodyOf<{ id: number; validLogMode: boolean }>(call);
      return acknowledgement(await server.setLogModeResponse(body.id, body.validLogMode));
    },
    enableLogMode: async ({ query }) =>
      acknowledgement(
        await server.enableLogMode(
          id(query['future-service-interaction-id']),
          query.messageId === undefined ? undefined : num(query.messageId),
        ),
      ),
    archiveMessage: async ({ query }) =>
      acknowledgement(await server.archive(num(query.message_instance_id))),
    interveneInternalNote: async (call) => {
      const body = bodyOf<{ futureServiceInteractionId: number; messageInstanceId: number }>(call);
      return acknowledgement(
        await server.intervene(id(body.futureServiceInteractionId), body.messageInstanceId),
      );
    },
  });
  return { gateway: new HttpMessageFlows(current.api), conversations };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

logModeContract(subject);
messageArchiveContract(subject);
interventionContract(subject);

describe('HttpMessageFlows failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpMessageFlows(rawAnswer(500, {}).api).archive(1);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpMessageFlows(rawAnswer(200, { done: true }).api).intervene(leadId(1), 2);
    expect(result.ok ? '' : result.error.message).toContain('(message)');
  });
});
