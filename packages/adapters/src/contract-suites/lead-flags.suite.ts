import type { DtDialogGateway, LeadFlagsGateway } from '@torque/domain';
import {
  InMemoryLeadFlagsGateway,
  InMemoryLeadGateway,
  leadId,
  sampleLead,
  serverRejection,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port, the leads the server holds, and the flags fake (the one under test, or behind the HTTP server). */
export type LeadFlagsSubject = {
  readonly gateway: LeadFlagsGateway;
  readonly leads: InMemoryLeadGateway;
  readonly server: InMemoryLeadFlagsGateway;
};

const LEAD = leadId(101);
const UNKNOWN = leadId(999);

/** A fresh server state: one lead, not yet in conversation, and the flags fake over it. */
export function leadFlagsState(): { leads: InMemoryLeadGateway; server: InMemoryLeadFlagsGateway } {
  const leads = new InMemoryLeadGateway([sampleLead({ conversationInitiated: false, stage: 'INITIATED' })]);
  return { leads, server: new InMemoryLeadFlagsGateway(leads) };
}

export function leadFlagsContract(makeSubject: () => LeadFlagsSubject): void {
  describe('LeadFlagsGateway contract', () => {
    it("switches the AI, appointment set and conversation closed on the lead's record", async () => {
      const { gateway, leads } = makeSubject();
      expect((await gateway.setAiEnabled(LEAD, false)).ok).toBe(true);
      expect((await gateway.setAppointmentSet(LEAD, true)).ok).toBe(true);
      expect((await gateway.setConversationClosed(LEAD, true)).ok).toBe(true);
      expect(leads.find(LEAD)).toMatchObject({
        aiEnabled: false,
        appointmentSet: true,
        conversationClosed: true,
      });
      await gateway.setConversationClosed(LEAD, false);
      expect(leads.find(LEAD)?.conversationClosed).toBe(false);
    });

    it('reads back response required with its kind, and no kind once cleared', async () => {
      const { gateway } = makeSubject();
      await gateway.setResponseRequired(LEAD, true, 'CALL_BACK');
      expect(await gateway.responseRequired(LEAD)).toEqual({
        ok: true,
        value: { futureServiceInteractionId: LEAD, responseReqd: true, type: 'CALL_BACK' },
      });
      await gateway.setResponseRequired(LEAD, false);
      const cleared = await gateway.responseRequired(LEAD);
      expect(cleared.ok && [cleared.value.responseReqd, cleared.value.type ?? null]).toEqual([false, null]);
    });

    it("answers the lead's pre-status: NOT_STARTED before a conversation", async () => {
      const { gateway } = makeSubject();
      const status = await gateway.preStatus(LEAD);
      expect(status.ok && status.value).toMatchObject({
        futureServiceInteractionId: LEAD,
        status: 'NOT_STARTED',
      });
    });

    it('keeps metadata and moves the tracker, refusing a reason the stage does not allow', async () => {
      const { gateway, leads, server } = makeSubject();
      expect((await gateway.updateMetadata(LEAD, { source: 'walk-in', campaign: null })).ok).toBe(true);
      expect(server.metadataOf(LEAD)).toEqual({ source: 'walk-in', campaign: null });
      expect((await gateway.updateTracker({ id: LEAD, stage: 'ENGAGED', userFollowup: 'day' })).ok).toBe(
        true,
      );
      expect(leads.find(LEAD)?.stage).toBe('ENGAGED');
      const refused = await gateway.updateTracker({ id: LEAD, stage: 'INITIATED', reason: 'CAR_BOUGHT' });
      expect(refused.ok ? undefined : refused.error).toMatchObject({ status: 400, tone: 'warning' });
      expect(leads.find(LEAD)?.stage).toBe('ENGAGED');
    });

    it('refuses every update of an unknown lead with a 404 warning', async () => {
      const { gateway } = makeSubject();
      const refusals = [
        await gateway.setAiEnabled(UNKNOWN, true),
        await gateway.setAppointmentSet(UNKNOWN, true),
        await gateway.setConversationClosed(UNKNOWN, true),
        await gateway.responseRequired(UNKNOWN),
        await gateway.setResponseRequired(UNKNOWN, true),
        await gateway.preStatus(UNKNOWN),
        await gateway.updateMetadata(UNKNOWN, {}),
        await gateway.updateTracker({ id: UNKNOWN }),
      ];
      for (const refused of refusals) expect(refused.ok ? undefined : refused.error.status).toBe(404);
    });

    it("passes the server's refusal on, and changes nothing", async () => {
      const { gateway, leads, server } = makeSubject();
      server.failNext('setAiEnabled', serverRejection(400, 'AI is locked for this store'));
      const refused = await gateway.setAiEnabled(LEAD, false);
      expect(refused.ok ? undefined : refused.error.message).toBe('AI is locked for this store');
      expect(leads.find(LEAD)?.aiEnabled).toBe(true);
    });
  });
}

export type DtDialogSubject = { readonly gateway: DtDialogGateway; readonly leads: InMemoryLeadGateway };

export function dtDialogContract(makeSubject: () => DtDialogSubject): void {
  describe('DtDialogGateway contract', () => {
    const payload = (dtDialogEnabled: boolean, id = LEAD) => ({
      id,
      lastMessage: 'When can you bring the car in?',
      dtDialogEnabled,
      manualBooking: false,
    });

    it('sending the dialogue enables date-time on the lead; disabling clears it', async () => {
      const { gateway, leads } = makeSubject();
      expect((await gateway.send(payload(true))).ok).toBe(true);
      expect(leads.find(LEAD)?.dtDialogEnabled).toBe(true);
      expect((await gateway.send({ ...payload(false), isForced: true })).ok).toBe(true);
      expect(leads.find(LEAD)?.dtDialogEnabled).toBe(false);
    });

    it('refuses an unknown lead with a 404 warning', async () => {
      const { gateway } = makeSubject();
      const refused = await gateway.send(payload(true, UNKNOWN));
      expect(refused.ok ? undefined : refused.error).toMatchObject({ status: 404, tone: 'warning' });
    });
  });
}
