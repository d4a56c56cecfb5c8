import { isFromCustomer, type MessageInstance } from '../leads/message-instance.schema.js';

/** Who a message is from, as the conversation labels it. */
export type MessageSender = {
  readonly name: string;
  /** staff: a person at the store; assistant: the AI assistant or the system; customer: inbound. */
  readonly kind: 'staff' | 'assistant' | 'customer';
};

type SenderFields = Pick<MessageInstance, 'direction' | 'fromName' | 'messageSentBy' | 'sentByUserId'>;

const named = (...names: readonly (string | null | undefined)[]): string | undefined =>
  names.map((name) => name?.trim()).find((name) => !!name);

/**
 * Issue 14: a staff reply is labelled with the staff member who sent it, not with the assistant
 * whose number it went from (the payload's fromName). messageSentBy is who sent it (the staff
 * member, or the assistant for its own replies); fromName only names the sending number's owner.
 * Inbound messages are the customer's.
 */
export function messageSender(
  message: SenderFields,
  fallbacks: { readonly customer: string; readonly outgoing: string },
): MessageSender {
  if (isFromCustomer(message))
    return { kind: 'customer', name: named(message.fromName, message.messageSentBy) ?? fallbacks.customer };
  const name = named(message.messageSentBy, message.fromName) ?? fallbacks.outgoing;
  return { kind: message.sentByUserId != null ? 'staff' : 'assistant', name };
}
