import {
  CUSTOMER_LANGUAGE_LABELS,
  languageAfterReply,
  languageOf,
  type CustomerLanguage,
} from '@torque/domain';
import { CustomerLanguageRepository } from '../customers/customer-language.repository.js';
import type { Queryable } from '../db/database.js';
import { appendAssistantNote } from '../messaging/staff-note.js';
import type { ReplyContext } from './reply-context.js';

/** The note the assistant leaves when the customer's reply changes the language it texts them in. */
export const languageFollowsReply = (language: CustomerLanguage): string =>
  `The customer wrote in ${CUSTOMER_LANGUAGE_LABELS[language]}: the assistant texts them in ${CUSTOMER_LANGUAGE_LABELS[language]} from now on.`;

/**
 * The customer's reply sets the language they are texted in (issue 31; the domain's customer-language
 * rule: one Spanish word switches to Spanish, only a clearly English reply switches back). A change is
 * stored on the customer and noted in the conversation; the context answers in the new language.
 */
export async function followReplyLanguage(
  tx: Queryable,
  context: ReplyContext,
  reply: { readonly text: string; readonly at: Date },
): Promise<ReplyContext> {
  const customer = context.lead.customerMaster;
  const current = languageOf(customer);
  const language = languageAfterReply(current, reply.text);
  if (language === current) return context;
  await new CustomerLanguageRepository(tx).set(customer.id, language);
  await appendAssistantNote(
    tx,
    context.assistantName,
    context.lead.id,
    {
      content: languageFollowsReply(language),
      notificationType: 'INTERNAL_NOTIFICATION',
      responseReqd: false,
    },
    reply.at,
  );
  return {
    ...context,
    lead: { ...context.lead, customerMaster: { ...customer, preferredLanguage: language } },
  };
}
