import {
  canReceiveSms,
  checkOutgoingMessage,
  INVALID_NUMBER,
  isLeadSmsBlocked,
  LANDLINE_CANNOT_TEXT,
  normalizeCustomerPhone,
  OPTED_OUT_MESSAGE,
  smsText,
  SubmittedPhoneSchema,
  systemClock,
  type Clock,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import { principalName, type Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { LEAD_NOT_FOUND } from '../leads/lead.service.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { LogModeRepository } from './log-mode.repository.js';
import { toMessageInstance } from './message.mapper.js';
import { MessageRepository, type NewMessage } from './message.repository.js';
import { sendTargetOf, type SendTarget } from './send-target.repository.js';

export const CUSTOMER_MISMATCH = 'The customer does not belong to this lead.';
/** +1 and ten digits: the domain's one spelling of a US mobile number (spec 1 §5). */
const isUsMobile = (phone: string): boolean => SubmittedPhoneSchema.safeParse(phone).success;

type Outgoing = Schemas['OutgoingMessage'];

/**
 * Sends an SMS or e-mail to a lead's customer. The spec's checks come from the domain; the message
 * and its outbox row are stored together as 'queued', then the outbox sends it (at once for staff),
 * so a crash never loses or repeats a send. An opted-out customer is refused before anything is stored.
 */
export class SendMessageService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
  ) {}

  async send(principal: Principal, payload: Outgoing): Promise<Schemas['MessageInstance']> {
    const isSms = payload.messageType === 'SMS';
    const queued = await this.db.transaction(async (tx) => {
      // One read of the lead in the transaction: its scope, its customer and whether they may be
      // texted now, where it counts (an opt-out committing meanwhile waits for this send).
      const lead = await sendTargetOf(tx, payload.jaguarFutureServiceInteractionId, dataScopeOf(principal));
      // A lead outside the user's scope is reported exactly like a missing one (as LeadService.get does).
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      if (payload.id !== lead.customerId) throw badRequest(CUSTOMER_MISMATCH);
      const check = checkOutgoingMessage({
        actionType: isSms ? 'sms' : 'email',
        content: payload.content,
        subject: payload.subject ?? null,
        senderPhone: payload.from ?? null,
      });
      if (!check.ok) throw badRequest(check.error.message);
      // The domain's rule on the lead's facts, and the number opted out elsewhere in the enterprise.
      if (isSms && (isLeadSmsBlocked(lead) || lead.phoneOptedOut)) throw badRequest(OPTED_OUT_MESSAGE);
      const to = isSms ? normalizeCustomerPhone(payload.to) : payload.to.trim();
      if (isSms && !isUsMobile(to)) throw badRequest(INVALID_NUMBER);
      // A number a lookup found to be a landline never gets the text (staff see why, not a silent failure).
      if (isSms && to === lead.cellular && !canReceiveSms(lead.lineType))
        throw badRequest(LANDLINE_CANNOT_TEXT);
      const message = this.newMessage(principal, payload, lead, to);
      // Checked above as the outbox's claim would check it (the customer's number; an e-mail has no
      // opt-out there), the row is queued already claimed: its send skips the claim. A text to another
      // number is claimed as before, so the outbox reads that number's opt-out.
      const claim = !isSms || to === lead.cellular ? this.outbox.claimForSend() : null;
      const result = await queueOutgoing(tx, message, 'staff', message.created_on, claim);
      // The log-mode send (spec 1 §4): the note it answers is settled as sent.
      if (payload.isLogModeToBeSent) await new LogModeRepository(tx).settlePendingNote(lead.leadId, true);
      return result;
    });
    // Staff texts go at once; the answer carries the carrier's first status when it came in time.
    const sent = queued.claimed
      ? await this.outbox.dispatchClaimed(queued.claimed)
      : await this.outbox.dispatchNow(queued.outboxId);
    const current = sent ?? (await new MessageRepository(this.db).findById(queued.row.id));
    return toMessageInstance(current ?? queued.row);
  }

  private newMessage(principal: Principal, payload: Outgoing, lead: SendTarget, to: string): NewMessage {
    const isSms = payload.messageType === 'SMS';
    const now = this.clock.now();
    const waitingSince = lead.responseReqd ? lead.lastMessageReceivedDate : null;
    return {
      fsi_id: lead.leadId,
      // SMS go out as plain text (spec 1 §5); e-mail keeps its HTML.
      content: isSms ? smsText(payload.content) : payload.content,
      created_on: now,
      direction: 'SEND',
      message_type: payload.messageType,
      notification_type: payload.notificationType,
      message_status: 'queued',
      errors: null,
      message_sent_by: principalName(principal),
      // Who sent it, so the conversation names the staff member, not the assistant (issue 14).
      sent_by_user_id: principal.userId,
      from_name: payload.fromName ?? null,
      to_name: payload.toName ?? `${lead.firstName} ${lead.lastName}`.trim(),
      from_address: payload.from ?? null,
      to_address: to,
      subject: isSms ? null : (payload.subject ?? null),
      // The client sends '-' for "no media".
      media_urls: payload.mediaUrl && payload.mediaUrl !== '-' ? [payload.mediaUrl] : [],
      message_response_time: waitingSince
        ? Math.max(0, Math.round((now.getTime() - waitingSince.getTime()) / 1000))
        : null,
      user_color_code: principal.colorCode,
      response_reqd: false,
      valid_log_mode: null,
      service_type: lead.plannedServiceType,
    };
  }
}
