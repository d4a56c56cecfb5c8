import {
  canReceiveSms,
  checkOutgoingMessage,
  INVALID_NUMBER,
  LANDLINE_CANNOT_TEXT,
  isLeadSmsBlocked,
  normalizeCustomerPhone,
  OPTED_OUT_MESSAGE,
  smsText,
  SubmittedPhoneSchema,
  systemClock,
  type Clock,
} from '@torque/domain';
import { principalName, type Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { cellularLineTypeOf, isSmsBlockedByPhone } from '../leads/sms-consent-by-phone.repository.js';
import type { LeadService } from '../leads/lead.service.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { LogModeRepository } from './log-mode.repository.js';
import { toMessageInstance } from './message.mapper.js';
import { MessageRepository, type NewMessage } from './message.repository.js';

export const CUSTOMER_MISMATCH = 'The customer does not belong to this lead.';
/** +1 and ten digits: the domain's one spelling of a US mobile number (spec 1 §5). */
const isUsMobile = (phone: string): boolean => SubmittedPhoneSchema.safeParse(phone).success;

type Outgoing = Schemas['OutgoingMessage'];
type Lead = Schemas['Lead'];

/**
 * Sends an SMS or e-mail to a lead's customer. The spec's checks come from the domain; the message
 * and its outbox row are stored together as 'queued', then the outbox sends it (at once for staff),
 * so a crash never loses or repeats a send. An opted-out customer is refused before anything is stored.
 */
export class SendMessageService {
  constructor(
    private readonly db: Database,
    private readonly leads: LeadService,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
  ) {}

  async send(principal: Principal, payload: Outgoing): Promise<Schemas['MessageInstance']> {
    const lead = await this.leads.get(principal, payload.jaguarFutureServiceInteractionId);
    if (payload.id !== lead.customerMaster.id) throw badRequest(CUSTOMER_MISMATCH);
    const isSms = payload.messageType === 'SMS';
    const check = checkOutgoingMessage({
      actionType: isSms ? 'sms' : 'email',
      content: payload.content,
      subject: payload.subject ?? null,
      senderPhone: payload.from ?? null,
    });
    if (!check.ok) throw badRequest(check.error.message);
    if (isSms && isLeadSmsBlocked(lead)) throw badRequest(OPTED_OUT_MESSAGE);
    const to = isSms ? normalizeCustomerPhone(payload.to) : payload.to.trim();
    if (isSms && !isUsMobile(to)) throw badRequest(INVALID_NUMBER);
    const message = this.newMessage(principal, payload, lead, to);
    const queued = await this.db.transaction(async (tx) => {
      // The customer may have opted out since the lead was read: check again where it counts.
      if (isSms && (await isSmsBlockedByPhone(tx, lead.customerMaster.id, lead.id)))
        throw badRequest(OPTED_OUT_MESSAGE);
      // A number a lookup found to be a landline never gets the text (staff see why, not a silent failure).
      if (
        isSms &&
        to === lead.customerMaster.cellular &&
        !canReceiveSms(await cellularLineTypeOf(tx, lead.customerMaster.id))
      )
        throw badRequest(LANDLINE_CANNOT_TEXT);
      const result = await queueOutgoing(tx, message, 'staff', message.created_on);
      // The log-mode send (spec 1 §4): the note it answers is settled as sent.
      if (payload.isLogModeToBeSent) await new LogModeRepository(tx).settlePendingNote(lead.id, true);
      return result;
    });
    // Staff texts go at once; the answer carries the carrier's first status when it came in time.
    const sent = await this.outbox.dispatchNow(queued.outboxId);
    const current = sent ?? (await new MessageRepository(this.db).findById(queued.row.id));
    return toMessageInstance(current ?? queued.row);
  }

  private newMessage(principal: Principal, payload: Outgoing, lead: Lead, to: string): NewMessage {
    const isSms = payload.messageType === 'SMS';
    const now = this.clock.now();
    const customer = lead.customerMaster;
    const waitingSince =
      lead.responseReqd && lead.lastMessageReceivedDate ? new Date(lead.lastMessageReceivedDate) : null;
    return {
      fsi_id: lead.id,
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
      to_name: payload.toName ?? `${customer.firstName} ${customer.lastName}`.trim(),
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
