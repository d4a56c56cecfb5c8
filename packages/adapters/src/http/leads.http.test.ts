import { INCONSISTENT_DATA, type LeadSearch } from '@torque/domain';
import { InMemoryLeadGateway, leadId } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answer,
  bodyOf,
  createFakeServer,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import {
  leadGatewayContract,
  leadGatewayExtrasContract,
  threeLeads,
} from '../contract-suites/leads.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpLeadGateway } from './leads.http.js';

let current: FakeServer | undefined;

function subject(server: InMemoryLeadGateway) {
  current = createFakeServer({
    searchLeads: async (call) =>
      answer(
        await server.search({
          ...bodyOf<LeadSearch>(call),
          page: num(call.query.page),
          size: num(call.query.size),
        }),
      ),
    getLead: async (call) => answer(await server.get(id(call.query['future-service-interaction-id']))),
    getOtherInteractions: async (call) =>
      answer(await server.otherInteractions(id(call.query['future-service-interaction-id']))),
    getConversationLink: async (call) =>
      answer(await server.conversationLink(id(call.query['future-service-interaction-id'])), (url) => ({
        url,
      })),
  });
  return { gateway: new HttpLeadGateway(current.api, current.sessionStore), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

leadGatewayContract(async () => ({
  ...subject(new InMemoryLeadGateway(threeLeads())),
  unknownLeadId: leadId(999),
}));
leadGatewayExtrasContract(() => subject(new InMemoryLeadGateway()));

describe('HttpLeadGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const { api, sessionStore } = rawAnswer(500, {});
    const result = await new HttpLeadGateway(api, sessionStore).otherInteractions(leadId(1));
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const { api, sessionStore } = rawAnswer(200, { link: '/x' });
    const result = await new HttpLeadGateway(api, sessionStore).conversationLink(leadId(1));
    expect(result.ok ? '' : result.error.message).toContain('(url)');
  });
});
