import {
  INCONSISTENT_DATA,
  type DtDialogPayload,
  type LeadMetadata,
  type LeadTrackerUpdate,
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
import { dtDialogContract, leadFlagsContract, leadFlagsState } from '../contract-suites/lead-flags.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpLeadFlagsGateway } from './lead-flags.http.js';

let current: FakeServer | undefined;

type Flag = { id: number; aiEnabled: boolean; appointmentSet: boolean; conversationClosed: boolean };

function subject() {
  const { leads, server } = leadFlagsState();
  const lead = (value: string | undefined) => id(value);
  current = createFakeServer({
    updateAiEnabled: async (call) => {
      const body = bodyOf<Flag>(call);
      return acknowledgement(await server.setAiEnabled(lead(String(body.id)), body.aiEnabled));
    },
    updateAppointmentSet: async (call) => {
      const body = bodyOf<Flag>(call);
      return acknowledgement(await server.setAppointmentSet(lead(String(body.id)), body.appointmentSet));
    },
    updateConversationClosed: async (call) => {
      const body = bodyOf<Flag>(call);
      return acknowledgement(
        await server.setConversationClosed(lead(String(body.id)), body.conversationClosed),
      );
    },
    getResponseRequired: async (call) =>
      answer(await server.responseRequired(lead(call.query.future_service_interaction_id))),
    updateResponseRequired: async (call) => {
      const body = bodyOf<{ id: number; responseReqd: boolean; type?: string }>(call);
      return acknowledgement(
        await server.setResponseRequired(lead(String(body.id)), body.responseReqd, body.type),
      );
    },
    getPreStatus: async (call) =>
      answer(await server.preStatus(lead(call.query.future_service_interaction_id))),
    updateLeadMetadata: async (call) => {
      const body = bodyOf<{ id: number; metadata: LeadMetadata }>(call);
      return acknowledgement(await server.updateMetadata(lead(String(body.id)), body.metadata));
    },
    updateLeadTracker: async (call) =>
      acknowledgement(await server.updateTracker(bodyOf<LeadTrackerUpdate>(call))),
    // The endpoint, not the payload, says whether the dialogue is resumed or disabled.
    resumeDtDialog: async (call) =>
      acknowledgement(await server.send({ ...bodyOf<DtDialogPayload>(call), dtDialogEnabled: true })),
    disableDtDialog: async (call) =>
      acknowledgement(await server.send({ ...bodyOf<DtDialogPayload>(call), dtDialogEnabled: false })),
  });
  return { gateway: new HttpLeadFlagsGateway(current.api), leads, server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

leadFlagsContract(subject);
dtDialogContract(subject);

describe('HttpLeadFlagsGateway on the wire', () => {
  it('sends the date-time dialogue to resume when enabling and to disable otherwise', async () => {
    const { gateway } = subject();
    await gateway.send({ id: leadId(101), lastMessage: 'Hi', dtDialogEnabled: true, manualBooking: false });
    await gateway.send({ id: leadId(101), lastMessage: 'Hi', dtDialogEnabled: false, manualBooking: false });
    expect(current?.calls.map((call) => call.operationId)).toEqual(['resumeDtDialog', 'disableDtDialog']);
  });
});

describe('HttpLeadFlagsGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpLeadFlagsGateway(rawAnswer(500, {}).api).setAiEnabled(leadId(1), true);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpLeadFlagsGateway(rawAnswer(200, { status: 'x' }).api).preStatus(leadId(1));
    expect(result.ok ? '' : result.error.message).toContain('(futureServiceInteractionId)');
  });
});
