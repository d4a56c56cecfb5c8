import {
  canUseOptionsPopover,
  checkLastMessage,
  DATE_TIME_DIALOGUE_DISABLED,
  DATE_TIME_DIALOGUE_SENT,
  HANDOFF_DONE,
  OPTED_OUT_MESSAGE,
  systemClock,
  type Clock,
} from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { isSmsBlockedByPhone } from './sms-consent-by-phone.repository.js';
import { queueDtLastMessage } from './dt-last-message.js';
import { requireVisibleLead } from './lead-access.js';
import { LeadFlagsRepository } from './lead-flags.repository.js';
import { LeadWorkflowRepository } from './lead-workflow.repository.js';

/** The options popover's 'Successfully Updated' (spec 1 §4), as the domain spells it. */
export const SUCCESSFULLY_UPDATED = HANDOFF_DONE;
/** The date-time dialogue's refusal the client shows in its Yes/No confirmation (spec 1 §4). */
export const DT_APPOINTMENT_ALREADY_SET =
  'An appointment is already set for this lead. Send the date time dialogue anyway?';
export const DT_CONVERSATION_CLOSED = 'This conversation is closed. Send the date time dialogue anyway?';

type Flags = Schemas['RealtimeLeadFlags'];

/** The lead flags of spec 2 §4, each written with its LEAD_FLAGS_CHANGED event. */
export class LeadFlagsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
    /** Wakes the outbox for the date-time dialogue's Last Message. */
    private readonly outbox?: OutboxDispatch,
  ) {}

  /** The AI switch sits in the options popover, hidden from enterprise, corporate and office users. */
  async setAiEnabled(principal: Principal, id: number, aiEnabled: boolean) {
    requireRole(principal, canUseOptionsPopover);
    return this.set(principal, id, { aiEnabled });
  }

  setAppointmentSet(principal: Principal, id: number, appointmentSet: boolean) {
    return this.set(principal, id, { appointmentSet });
  }

  setConversationClosed(principal: Principal, id: number, conversationClosed: boolean) {
    return this.set(principal, id, { conversationClosed });
  }

  async setResponseRequired(
    principal: Principal,
    id: number,
    responseReqd: boolean,
    type: string | undefined,
  ) {
    const done = await this.set(principal, id, { responseReqd }, (tx) =>
      new LeadFlagsRepository(tx).setResponseReqdType(id, responseReqd ? (type ?? null) : null),
    );
    return done;
  }

  async responseRequired(principal: Principal, id: number): Promise<Schemas['ResponseReqdStatus']> {
    await requireVisibleLead(this.db, principal, id);
    const row = await new LeadFlagsRepository(this.db).responseRequired(id);
    return {
      futureServiceInteractionId: id,
      responseReqd: row?.response_reqd ?? false,
      type: row?.response_reqd_type ?? null,
    };
  }

  /**
   * Sends the date-time dialogue (DT on). The first attempt is refused with a question when the
   * appointment is set or the conversation closed; the client asks and resends with isForced. An
   * opted-out customer is refused for good: no dialogue texts a blocked number.
   */
  async resumeDtDialog(
    principal: Principal,
    request: Schemas['DtDialogRequest'],
  ): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canUseOptionsPopover);
    await requireVisibleLead(this.db, principal, request.id);
    const lead = await new LeadFlagsRepository(this.db).dtDialogState(request.id);
    if (lead && (await isSmsBlockedByPhone(this.db, lead.customer_id, request.id)))
      throw badRequest(OPTED_OUT_MESSAGE);
    // The dialogue texts its Last Message (issue 14): nothing to text, nothing is sent or asked.
    const lastMessage = checkLastMessage(request.lastMessage);
    if (!lastMessage.ok) throw badRequest(lastMessage.error);
    if (!request.isForced && lead?.appointment_set) throw badRequest(DT_APPOINTMENT_ALREADY_SET);
    if (!request.isForced && lead?.conversation_closed) throw badRequest(DT_CONVERSATION_CLOSED);
    const at = this.clock.now();
    await this.set(principal, request.id, { dtDialogEnabled: true }, async (tx) => {
      await recordWorkflow(tx, request.id, 'dt-dialog', request.isForced ? 'forced' : 'sent', principal, at);
      await queueDtLastMessage(tx, principal, request.id, lastMessage.value, at);
    });
    this.outbox?.wake();
    return { message: DATE_TIME_DIALOGUE_SENT };
  }

  async disableDtDialog(
    principal: Principal,
    request: Schemas['DtDialogRequest'],
  ): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canUseOptionsPopover);
    await this.set(principal, request.id, { dtDialogEnabled: false }, (tx) =>
      recordWorkflow(tx, request.id, 'dt-dialog', 'disabled', principal, this.clock.now()),
    );
    return { message: DATE_TIME_DIALOGUE_DISABLED };
  }

  private async set(
    principal: Principal,
    id: number,
    flags: Flags,
    also?: (tx: Queryable) => Promise<unknown>,
  ): Promise<Schemas['Acknowledgement']> {
    await requireVisibleLead(this.db, principal, id);
    await this.db.transaction(async (tx) => {
      await new LeadFlagsRepository(tx).set(id, flags);
      await also?.(tx);
      await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', id, { flags });
    });
    return { message: SUCCESSFULLY_UPDATED };
  }
}

/** Records a workflow step in lead_workflow_event, by the principal, at the given time. */
export async function recordWorkflow(
  tx: Queryable,
  fsiId: number,
  kind: string,
  value: string | null,
  principal: Principal,
  at: Date,
): Promise<void> {
  await new LeadWorkflowRepository(tx).record(fsiId, kind, value, principal.userId, at);
}
