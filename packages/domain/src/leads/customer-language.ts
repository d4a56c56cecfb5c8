import { z } from 'zod';

/**
 * The language the customer is texted in (issue 31): English unless the customer writes in Spanish or
 * staff choose Spanish. Kept on the customer, not the lead, so every conversation with the number and
 * every text about their appointments speaks it.
 */
export const CUSTOMER_LANGUAGES = ['en', 'es'] as const;
export const CustomerLanguageSchema = z.enum(CUSTOMER_LANGUAGES);
export type CustomerLanguage = z.infer<typeof CustomerLanguageSchema>;

export const DEFAULT_CUSTOMER_LANGUAGE: CustomerLanguage = 'en';

/** How staff read the language on the lead and the customer page. */
export const CUSTOMER_LANGUAGE_LABELS: Readonly<Record<CustomerLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
};

/** The language of a customer record or lead copy that predates the field: English. */
export const languageOf = (customer: { readonly preferredLanguage?: CustomerLanguage | null }) =>
  customer.preferredLanguage ?? DEFAULT_CUSTOMER_LANGUAGE;
