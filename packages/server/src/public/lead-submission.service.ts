import {
  customerNextSendTime,
  LeadSubmissionSchema,
  leadFormConsentText,
  leadFormDealerName,
  leadFormForStorePhone,
  languageOf,
  OPTED_OUT_MESSAGE,
  renderTemplate,
  replyInLanguage,
  smsText,
  systemClock,
  validateLeadForm,
  type Clock,
  type LeadSubmission,
} from '@torque/domain';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/http-error.js';
import { loadReplyContext, automatedText } from '../inbound/reply-context.js';
import { ConsentRepository } from '../leads/consent.repository.js';
import { isSmsBlockedByPhone } from '../leads/sms-consent-by-phone.repository.js';
import { appendNotSentNote } from '../messaging/not-sent-note.js';
import { followLeadStage } from '../leads/lead-stage.service.js';
import { LeadStateRepository } from '../leads/lead-state.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { LEAD_FORM_FIRST_TEXT, LEAD_FORM_FIRST_TEXT_NO_AGENT } from './lead-form-reply.js';
import { leadFormStore, type LeadFormStore } from './lead-form-store.js';
import { findOrCreateCustomer, vehicleForLead } from './lead-form-customer.js';
import { LeadFormRepository } from './lead-form.repository.js';

export const NO_STORE_FOR_NUMBER = 'No store answers on this number.';

/** What a lead submission created; the assistant's first text is queued unless the lead is in log mode. */
export type LeadSubmissionOutcome = {
  readonly leadId: number;
  readonly customerId: number;
  readonly messageId: number;
  readonly firstTextQueued: boolean;
};

/**
 * The public lead form (BOOK APPOINTMENT VIA TEXT): in one transaction the customer (found by phone
 * at the store, or created), a new sales lead at stage RESPONDED (the customer wrote), their message as its first
 * (RECEIVED) message, an opt-in in the consent ledger, and the assistant's first text through the
 * outbox (held for quiet hours like every automated text). The outbox is woken after commit.
 */
export class LeadSubmissionService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
  ) {}

  async submit(body: unknown): Promise<LeadSubmissionOutcome> {
    const submission = checkSubmission(body);
    const at = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const store = await leadFormStore(tx, submission.storePhoneNumber);
      if (!store) throw notFound(NO_STORE_FOR_NUMBER);
      return this.createLead(tx, submission, store, at);
    });
    if (outcome.firstTextQueued) this.outbox.wake();
    return outcome;
  }

  private async createLead(
    tx: Queryable,
    submission: LeadSubmission,
    store: LeadFormStore,
    at: Date,
  ): Promise<LeadSubmissionOutcome> {
    const customerId = await findOrCreateCustomer(tx, submission, store.id, at);
    const vehicleId = await vehicleForLead(tx, customerId, store.make, at);
    const leadId = await new LeadFormRepository(tx).createSalesLead(
      { customerId, vehicleId, storeId: store.id, bocId: store.bocId },
      at,
    );
    const message = await new MessageRepository(tx).insert({
      fsi_id: leadId,
      content: submission.message,
      created_on: at,
      direction: 'RECEIVED',
      message_type: 'SMS',
      notification_type: 'MESSAGE_FROM_CUSTOMER',
      message_status: 'received',
      errors: null,
      message_sent_by: null,
      from_name: `${submission.firstName} ${submission.lastName}`,
      to_name: null,
      from_address: submission.customerPhoneNumber,
      to_address: submission.storePhoneNumber,
      subject: null,
      media_urls: [],
      message_response_time: null,
      user_color_code: null,
      response_reqd: true,
      valid_log_mode: null,
      service_type: 'SALES_THANKS',
    });
    await new LeadStateRepository(tx).recordIncoming(leadId, at);
    await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', leadId, {
      message: toMessageInstance(message),
    });
    await followLeadStage(tx, leadId, 'CONVERSATION', at);
    const form = leadFormForStorePhone(submission.storePhoneNumber);
    await new ConsentRepository(tx).optIn({
      customerId,
      fsiId: leadId,
      phone: submission.customerPhoneNumber,
      source: 'lead-form',
      text: leadFormConsentText(form ? leadFormDealerName(form) : 'this dealership'),
      messageId: message.id,
      at,
    });
    const firstTextQueued = await queueFirstText(tx, leadId, customerId, store, submission, at);
    return { leadId, customerId, messageId: message.id, firstTextQueued };
  }
}

/** The contract has checked the shape; the domain's rules decide what a valid form is (spec 1 §5). */
function checkSubmission(body: unknown): LeadSubmission {
  const parsed = LeadSubmissionSchema.safeParse(body);
  if (!parsed.success) throw badRequest('Lead submission is not valid.');
  const { firstName, lastName, customerPhoneNumber } = parsed.data;
  const checked = validateLeadForm({ firstName, lastName, phone: customerPhoneNumber.replace(/^\+1/, '') });
  if (!checked.ok) throw badRequest(Object.values(checked.error).join(' '));
  return {
    ...parsed.data,
    firstName: checked.value.firstName,
    lastName: checked.value.lastName,
    message: parsed.data.message.trim(),
  };
}

/** The assistant's first text, queued through the outbox like every automated reply. */
async function queueFirstText(
  tx: Queryable,
  leadId: number,
  customerId: number,
  store: LeadFormStore,
  submission: LeadSubmission,
  at: Date,
): Promise<boolean> {
  if (await isSmsBlockedByPhone(tx, customerId, leadId)) {
    // Opted out at another store of the enterprise: the lead is created, and says why nobody texted back.
    await appendNotSentNote(tx, leadId, 'The assistant’s first text', OPTED_OUT_MESSAGE, at);
    return false;
  }
  const context = await loadReplyContext(tx, leadId, store.ownsNumber ? submission.storePhoneNumber : null);
  if (context.logMode) return false;
  const template = context.assistantName ? LEAD_FORM_FIRST_TEXT : LEAD_FORM_FIRST_TEXT_NO_AGENT;
  const spoken = replyInLanguage(template, languageOf(context.lead.customerMaster)); // issue 31
  const content = smsText(renderTemplate(spoken, context.template));
  const notBefore = customerNextSendTime(
    at,
    { cellular: submission.customerPhoneNumber },
    context.officeZone,
  );
  await queueOutgoing(tx, automatedText(context, content, at), 'assistant', notBefore);
  return true;
}
