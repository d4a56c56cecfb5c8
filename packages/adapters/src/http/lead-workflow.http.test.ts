import {
  INCONSISTENT_DATA,
  type ActionIntent,
  type ComplaintCategory,
  type FollowUpCode,
  type FollowUpWorkflow,
  type StartConversationRequest,
  type WorkflowTrack,
} from '@torque/domain';
import { leadId } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgement,
  answer,
  bodyOf,
  createFakeServer,
  id,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import {
  conversationStarterContract,
  leadWorkflowContract,
  leadWorkflowState,
} from '../contract-suites/lead-workflow.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpLeadWorkflowGateway } from './lead-workflow.http.js';

let current: FakeServer | undefined;

function subject() {
  const { leads, server } = leadWorkflowState();
  const lead = (query: Record<string, string>) => id(query['future-service-interaction-id']);
  current = createFakeServer({
    trackWorkflow: async ({ query }) =>
      acknowledgement(await server.track(lead(query), query.track as WorkflowTrack)),
    inboundAppointmentWorkflow: async ({ query }) =>
      acknowledgement(await server.inboundAppointment(lead(query), query.actionIntent as ActionIntent)),
    gmHandoff: async ({ query }) =>
      acknowledgement(await server.gmHandoff(lead(query), query.parameter as ComplaintCategory | undefined)),
    manualHandoff: async ({ query }) => acknowledgement(await server.manualHandoff(lead(query))),
    markNoShow: async ({ query }) => acknowledgement(await server.markNoShow(lead(query))),
    confirmPossibleOptOut: async ({ query }) =>
      acknowledgement(await server.answerPossibleOptOut(lead(query), 'confirm-opt-out')),
    dismissPossibleOptOut: async ({ query }) =>
      acknowledgement(await server.answerPossibleOptOut(lead(query), 'not-an-opt-out')),
    workflowFollowUp: async (call) =>
      acknowledgement(await server.followUp(lead(call.query), bodyOf<FollowUpWorkflow>(call))),
    initiateFollowUp: async ({ query }) =>
      acknowledgement(await server.initiateFollowUp(lead(query), query.followupType as FollowUpCode)),
    initiateBulk: async (call) => {
      const body = bodyOf<{ futureServiceInteractionIds: number[]; isForced: boolean }>(call);
      return acknowledgement(
        await server.initiateBulk({
          leadIds: body.futureServiceInteractionIds.map((each) => id(each)),
          isForced: body.isForced,
        }),
      );
    },
    startConversation: async (call) => {
      const started = await server.start(bodyOf<StartConversationRequest>(call));
      return answer(started.ok ? await leads.get(started.value) : started);
    },
  });
  return { gateway: new HttpLeadWorkflowGateway(current.api), leads, server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

leadWorkflowContract(subject);
conversationStarterContract(subject);

describe('HttpLeadWorkflowGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpLeadWorkflowGateway(rawAnswer(500, {}).api).markNoShow(leadId(1));
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpLeadWorkflowGateway(rawAnswer(200, { id: 'one' }).api).start({
      id: leadId(1),
      isForced: false,
    });
    expect(result.ok ? '' : result.error.message).toContain('(id)');
  });
});
