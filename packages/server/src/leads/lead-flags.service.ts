import {
  canUseOptionsPopover,
  DATE_TIME_DIALOGUE_DISABLED,
  DATE_TIME_DIALOGUE_SENT,
  systemClock,
  type Clock,
} from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { isCustomerSmsBlocked } from './consent.repository.js';
import { requireVisibleLead } from './lead-access.js';

export const SUCCESSFULLY_UPDATED = 'Successfully Updated';
/** The date-time dialogue's refusal the client shows in its Yes/No confirmation (spec 1 §4). */
export const DT_APPOINTMENT_ALREADY_SET =
  'An appointment is already set for this lead. Send the date time dialogue anyway?';
export const DT_CONVERSATION_CLOSED = 'This conversation is closed. Send the date time dialogue anyway?';

type Flags = Schemas['RealtimeLeadFlags'];
const COLUMNS = {
  aiEnabled: 'ai_enabled',
  appointmentSet: 'appointment_set',
  conversationClosed: 'conversation_closed',
  responseReqd: 'response_reqd',
  dtDialogEnabled: 'dt_dialog_enabled',
} as const;

/** The lead flags of spec 2 §4, each written with its LEAD_FLAGS_CHANGED event. */
export class LeadFlagsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
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
      tx.query('UPDATE future_service_interaction SET response_reqd_type = $2 WHERE id = $1', [
        id,
        responseReqd ? (type ?? null) : null,
      ]),
    );
    return done;
  }

  async responseRequired(principal: Principal, id: number): Promise<Schemas['ResponseReqdStatus']> {
    await requireVisibleLead(this.db, principal, id);
    const [row] = await this.db.query<{ response_reqd: boolean; response_reqd_type: string | null }>(
      'SELECT response_reqd, response_reqd_type FROM future_service_interaction WHERE id = $1',
      [id],
    );
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
    const [lead] = await this.db.query<{
      appointment_set: boolean;
      conversation_closed: boolean;
      customer_id: number;
    }>(
      'SELECT appointment_set, conversation_closed, customer_id FROM future_service_interaction WHERE id = $1',
      [request.id],
    );
    if (lead && (await isCustomerSmsBlocked(this.db, lead.customer_id, request.id)))
      throw badRequest('This customer has opted out of text messages.');
    if (!request.isForced && lead?.appointment_set) throw badRequest(DT_APPOINTMENT_ALREADY_SET);
    if (!request.isForced && lead?.conversation_closed) throw badRequest(DT_CONVERSATION_CLOSED);
    await this.set(principal, request.id, { dtDialogEnabled: request.dtDialogEnabled }, (tx) =>
      recordWorkflow(
        tx,
        request.id,
        'dt-dialog',
        request.isForced ? 'forced' : 'sent',
        principal,
        this.clock.now(),
      ),
    );
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
    const entries = Object.entries(flags).filter(([name]) => name in COLUMNS);
    await this.db.transaction(async (tx) => {
      const assignments = entries.map(([name], i) => `${COLUMNS[name as keyof typeof COLUMNS]} = $${i + 2}`);
      await tx.query(`UPDATE future_service_interaction SET ${assignments.join(', ')} WHERE id = $1`, [
        id,
        ...entries.map(([, value]) => value),
      ]);
      await also?.(tx);
      await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', id, { flags });
    });
    return { message: SUCCESSFULLY_UPDATED };
  }
}

export async function recordWorkflow(
  tx: Queryable,
  fsiId: number,
  kind: string,
  value: string | null,
  principal: Principal,
  at: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO lead_workflow_event (fsi_id, kind, value, user_id, recorded_at) VALUES ($1, $2, $3, $4, $5)',
    [fsiId, kind, value, principal.userId, at],
  );
}
