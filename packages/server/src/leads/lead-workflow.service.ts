import {
  ASSISTANT_REPLIES,
  canUseOptionsPopover,
  customerNextSendTime,
  languageOf,
  OPTED_OUT_MESSAGE,
  renderTemplate,
  replyInLanguage,
  smsText,
  systemClock,
  type ActionIntent,
  type Clock,
} from '@torque/domain';
import { principalName, type Principal } from '../auth/principal.js';
import { requireMessageOptions, requireRole } from '../auth/role-rules.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { isSmsBlockedByPhone } from './sms-consent-by-phone.repository.js';
import { requireVisibleLead } from './lead-access.js';
import { recordWorkflow, SUCCESSFULLY_UPDATED } from './lead-flags.service.js';
import { LeadWorkflowRepository } from './lead-workflow.repository.js';
import { recordNoShow } from '../appointments/manager/no-show.workflow.js';
import { appendStaffNote } from '../messaging/staff-note.js';

type HandOff = 'GM' | 'MANUAL' | 'MD';
const NOTIFICATION: Record<HandOff, Schemas['MessageInstance']['notificationType']> = {
  GM: 'INTERNAL_NOTIFICATION_GM',
  MANUAL: 'INTERNAL_NOTIFICATION',
  MD: 'INTERNAL_NOTIFICATION_MD',
};
const HAND_OFF_OF_TRACK: Partial<Record<Schemas['WorkflowTrack'], HandOff>> = {
  CUSTOMER_A_HANDOFF: 'MANUAL',
  CUSTOMER_A_MD_HANDOFF: 'MD',
  CUSTOMER_A_GM_HANDOFF_MANUAL_PULSE_CHECK: 'GM',
};
const FOLLOW_UP_TRACKS: readonly Schemas['WorkflowTrack'][] = ['FOLLOW_UP_EMAIL', 'LONG_FOLLOWUP'];

/**
 * Workflow tracks, inbound-appointment runs and hand-offs (options popover roles). Each is recorded
 * in lead_workflow_event; a GM, manual or MD hand-off also marks the lead and writes the internal
 * notification the hand-off views and the conversation show.
 */
export class LeadWorkflowService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
  ) {}

  async track(
    principal: Principal,
    fsiId: number,
    track: Schemas['WorkflowTrack'],
  ): Promise<Schemas['Acknowledgement']> {
    await this.allowed(principal, fsiId);
    const at = this.clock.now();
    await this.db.transaction(async (tx) => {
      await recordWorkflow(tx, fsiId, 'track', track, principal, at);
      const workflow = new LeadWorkflowRepository(tx);
      await workflow.setTrack(fsiId, track);
      if (FOLLOW_UP_TRACKS.includes(track)) await workflow.setFollowUpAt(fsiId, at);
      // The same no-show path as workflow/noShow and the appointment manager's NO_SHOW status.
      if (track === 'CUSTOMER_NO_SHOW') await recordNoShow(tx, principal, { fsiId }, at);
      const handOff = HAND_OFF_OF_TRACK[track];
      if (handOff) await this.handOff(tx, principal, fsiId, handOff, track, at);
    });
    return { message: SUCCESSFULLY_UPDATED };
  }

  async gmHandOff(principal: Principal, fsiId: number, category: string | undefined) {
    return this.handOffCall(principal, fsiId, 'GM', 'gm-handoff', category ?? null);
  }

  async manualHandOff(principal: Principal, fsiId: number) {
    return this.handOffCall(principal, fsiId, 'MANUAL', 'manual-handoff', null);
  }

  /** Staff pick the action intent; the assistant answers with its reply, as an automated text. */
  async inboundAppointment(
    principal: Principal,
    fsiId: number,
    intent: ActionIntent,
  ): Promise<Schemas['Acknowledgement']> {
    // Action Intents belong to the message option menu (spec 1 §6), not to the options popover's roles.
    requireMessageOptions(principal);
    await this.allowed(principal, fsiId);
    const at = this.clock.now();
    const queued = await this.db.transaction(async (tx) => {
      await recordWorkflow(tx, fsiId, 'inbound-appointment', intent, principal, at);
      const body = ASSISTANT_REPLIES[intent];
      if (body === null) return null;
      const context = await loadReplyContext(tx, fsiId, null);
      const customer = context.lead.customerMaster;
      if (await isSmsBlockedByPhone(tx, customer.id, fsiId)) throw badRequest(OPTED_OUT_MESSAGE);
      const spoken = replyInLanguage(body, languageOf(customer)); // the customer's language (issue 31)
      const message = automatedText(context, smsText(renderTemplate(spoken, context.template)), at);
      const notBefore = customerNextSendTime(at, customer, context.officeZone);
      return queueOutgoing(tx, message, 'assistant', notBefore);
    });
    if (queued) this.outbox.wake();
    return { message: SUCCESSFULLY_UPDATED };
  }

  private async handOffCall(
    principal: Principal,
    fsiId: number,
    kind: HandOff,
    event: string,
    value: string | null,
  ) {
    await this.allowed(principal, fsiId);
    const at = this.clock.now();
    await this.db.transaction(async (tx) => {
      await recordWorkflow(tx, fsiId, event, value, principal, at);
      await this.handOff(tx, principal, fsiId, kind, value, at);
    });
    return { message: SUCCESSFULLY_UPDATED };
  }

  private async handOff(
    tx: Queryable,
    principal: Principal,
    fsiId: number,
    kind: HandOff,
    reason: string | null,
    at: Date,
  ) {
    await new LeadWorkflowRepository(tx).setHandOff(fsiId, kind, at);
    const who = principalName(principal);
    await appendStaffNote(
      tx,
      principal,
      fsiId,
      {
        content: `${kind === 'GM' ? 'GM' : kind === 'MD' ? 'MD' : 'Manual'} hand-off by ${who}${reason ? ` (${reason})` : ''}`,
        notificationType: NOTIFICATION[kind],
        responseReqd: true,
      },
      at,
    );
  }

  private async allowed(principal: Principal, fsiId: number): Promise<void> {
    requireRole(principal, canUseOptionsPopover);
    await requireVisibleLead(this.db, principal, fsiId);
  }
}
