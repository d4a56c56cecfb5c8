import type { AppError } from '../errors/app-error.js';
import { normalizeCustomerPhone } from '../format/phone.js';
import { customerName, type Lead } from '../leads/lead.schema.js';
import { isLeadSmsBlocked, OPTED_OUT_MESSAGE } from '../leads/opt-out.rules.js';
import type { UserSession } from '../session/user-session.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { assistantName, type Assistant } from '../stores/assistant.schema.js';
import { checkOutgoingMessage, type OutgoingDraft } from './outgoing-message.rules.js';
import type { OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import { smsText } from './sms-text.js';

export const NO_CUSTOMER_EMAIL = 'This customer has no e-mail address.';

export type ComposeInput = {
  readonly lead: Lead;
  readonly assistant: Assistant | null;
  readonly session: Pick<UserSession, 'userMasterId'>;
  readonly draft: Omit<OutgoingDraft, 'senderPhone'>;
  /** An uploaded file's URL, sent as the message's media; spec 1 §3's '-' means none. */
  readonly mediaUrl?: string | null;
};

/** The outgoing payload's mediaUrl when nothing is attached (spec 1 §3). */
export const NO_MEDIA = '-';

/**
 * Checks a draft and shapes the outgoing payload of spec 1 §3: SMS content is plain text,
 * e-mail content goes as is; the customer phone is cleaned up to +1 and ten digits.
 */
export function composeOutgoingMessage(input: ComposeInput): Result<OutgoingMessage, AppError> {
  const { lead, assistant, session, draft, mediaUrl } = input;
  const checked = checkOutgoingMessage({ ...draft, senderPhone: assistant?.agentPhoneNumber ?? null });
  if (!checked.ok) return checked;
  const email = draft.actionType === 'email';
  if (!email && isLeadSmsBlocked(lead)) {
    return err({ code: 'OPTED_OUT', message: OPTED_OUT_MESSAGE, tone: 'warning' });
  }
  const customerEmail = lead.customerMaster.email ?? '';
  if (email && customerEmail.trim() === '') {
    return err({ code: 'NO_CUSTOMER_EMAIL', message: NO_CUSTOMER_EMAIL, tone: 'warning' });
  }
  return ok({
    id: lead.customerMaster.id,
    jaguarFutureServiceInteractionId: lead.id,
    content: email ? draft.content : smsText(draft.content),
    from: assistant?.agentPhoneNumber ?? '',
    fromName: assistant ? assistantName(assistant) : '',
    to: email ? customerEmail : normalizeCustomerPhone(lead.customerMaster.cellular),
    toName: customerName(lead),
    ...(email ? { subject: (draft.subject ?? '').trim() } : {}),
    readStatus: true,
    direction: 'SEND',
    messageStatus: null,
    doerProxyUserId: session.userMasterId,
    mediaUrl: mediaUrl && mediaUrl.trim() !== '' ? mediaUrl : NO_MEDIA,
    messageType: email ? 'EMAIL' : 'SMS',
    notificationType: 'MESSAGE_TO_CUSTOMER',
  });
}
