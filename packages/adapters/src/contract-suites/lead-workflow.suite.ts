import {
  FORCED_CONVERSATION_WARNINGS,
  NO_POSSIBLE_OPT_OUT,
  type ConversationStarter,
  type LeadWorkflowGateway,
} from '@torque/domain';
import {
  InMemoryLeadGateway,
  InMemoryLeadWorkflowGateway,
  leadId,
  sampleLead,
  serverRejection,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port, the leads the server holds, and the workflow fake (under test, or behind the HTTP server). */
export type LeadWorkflowSubject = {
  readonly gateway: LeadWorkflowGateway;
  readonly leads: InMemoryLeadGateway;
  readonly server: InMemoryLeadWorkflowGateway;
};

const FRESH = leadId(101);
const STARTED = leadId(102);
const UNKNOWN = leadId(999);

/** Two leads: 101 not yet in conversation, 102 already started. */
export function leadWorkflowState(): { leads: InMemoryLeadGateway; server: InMemoryLeadWorkflowGateway } {
  const leads = new InMemoryLeadGateway([
    sampleLead({ id: FRESH, conversationInitiated: false }),
    sampleLead({ id: STARTED, conversationInitiated: true }),
  ]);
  return { leads, server: new InMemoryLeadWorkflowGateway(leads) };
}

export function leadWorkflowContract(makeSubject: () => LeadWorkflowSubject): void {
  describe('LeadWorkflowGateway contract', () => {
    it('puts the lead through each workflow asked, in order', async () => {
      const { gateway, server } = makeSubject();
      const results = [
        await gateway.track(STARTED, 'CUSTOMER_NO_SHOW'),
        await gateway.inboundAppointment(STARTED, 'CUSTOMER_SAY_YES'),
        await gateway.gmHandoff(STARTED, 'CQ'),
        await gateway.manualHandoff(STARTED),
        await gateway.markNoShow(STARTED),
        await gateway.followUp(STARTED, { followupType: 'FU2', followUpDate: '2025-03-20' }),
        await gateway.initiateFollowUp(STARTED, 'FUDT'),
      ];
      expect(results.every((result) => result.ok)).toBe(true);
      expect(server.workflowsOf(STARTED)).toEqual([
        'track:CUSTOMER_NO_SHOW',
        'inbound-appointment:CUSTOMER_SAY_YES',
        'gm-handoff:CQ',
        'manual-handoff',
        'no-show',
        'follow-up:FU2',
        'initiate-follow-up:FUDT',
      ]);
    });

    it('answers a possible opt-out once, either way, and refuses a lead with no question waiting', async () => {
      const { gateway, leads, server } = makeSubject();
      const pending = { text: 'enough already', since: '2025-03-10T16:00:00.000Z' };
      leads.update(FRESH, (lead) => ({ ...lead, consentPending: pending }));
      leads.update(STARTED, (lead) => ({ ...lead, consentPending: pending }));
      expect((await gateway.answerPossibleOptOut(FRESH, 'not-an-opt-out')).ok).toBe(true);
      expect((await gateway.answerPossibleOptOut(STARTED, 'confirm-opt-out')).ok).toBe(true);
      expect(server.workflowsOf(FRESH)).toEqual(['possible-opt-out:not-an-opt-out']);
      expect(server.workflowsOf(STARTED)).toEqual(['possible-opt-out:confirm-opt-out']);
      const again = await gateway.answerPossibleOptOut(FRESH, 'confirm-opt-out');
      expect(again.ok ? undefined : again.error.message).toBe(NO_POSSIBLE_OPT_OUT);
    });

    it('starts conversations in bulk, refusing the whole batch when a lead is unknown', async () => {
      const { gateway, leads } = makeSubject();
      const refused = await gateway.initiateBulk({ leadIds: [FRESH, UNKNOWN] });
      expect(refused.ok ? undefined : refused.error.status).toBe(404);
      expect(leads.find(FRESH)?.conversationInitiated).toBe(false);
      expect((await gateway.initiateBulk({ leadIds: [FRESH, STARTED], serviceType: 'OIL_CHANGE' })).ok).toBe(
        true,
      );
      expect(leads.find(FRESH)?.conversationInitiated).toBe(true);
    });

    it('refuses a workflow for an unknown lead with a 404 warning', async () => {
      const { gateway } = makeSubject();
      const refused = await gateway.track(UNKNOWN, 'FOLLOW_UP_EMAIL');
      expect(refused.ok ? undefined : refused.error).toMatchObject({ status: 404, tone: 'warning' });
    });

    it("passes the server's refusal on as spec 1 §8 words it", async () => {
      const { gateway, server } = makeSubject();
      server.failNext('gmHandoff', serverRejection(500, 'boom'));
      const refused = await gateway.gmHandoff(STARTED);
      expect(refused.ok ? undefined : refused.error.message).toBe(
        'Inconsistent data in request. Please check data',
      );
      expect(server.workflowsOf(STARTED)).toEqual([]);
    });
  });
}

export type ConversationStarterSubject = {
  readonly gateway: ConversationStarter;
  readonly leads: InMemoryLeadGateway;
};

export function conversationStarterContract(makeSubject: () => ConversationStarterSubject): void {
  describe('ConversationStarter contract', () => {
    it('starts a conversation and answers the lead now active', async () => {
      const { gateway, leads } = makeSubject();
      expect(await gateway.start({ id: FRESH, isForced: false })).toEqual({ ok: true, value: FRESH });
      expect(leads.find(FRESH)?.conversationInitiated).toBe(true);
    });

    it("refuses a second start with the server's 400 warning, unless forced", async () => {
      const { gateway } = makeSubject();
      const refused = await gateway.start({ id: STARTED, isForced: false });
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        status: 400,
        message: FORCED_CONVERSATION_WARNINGS[0],
      });
      expect(await gateway.start({ id: STARTED, isForced: true })).toEqual({ ok: true, value: STARTED });
    });

    it('refuses an unknown lead with a 404 warning', async () => {
      const { gateway } = makeSubject();
      const refused = await gateway.start({ id: UNKNOWN, isForced: false });
      expect(refused.ok ? undefined : refused.error.status).toBe(404);
    });
  });
}
