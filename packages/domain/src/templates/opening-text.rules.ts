import { placeholder } from './template-placeholder.js';

/** Where a candidate for a lead's first text comes from, most specific first. */
export type OpeningTemplateSource = 'store' | 'company' | 'group';
export type OpeningTemplateCandidate = { readonly source: OpeningTemplateSource; readonly body: string };

const RANK: Readonly<Record<OpeningTemplateSource, number>> = { store: 0, company: 1, group: 2 };

const first = placeholder('lead.contact.firstName');
const agent = placeholder('lead.agent.agentFirstName');
const office = placeholder('lead.office.name');
const year = placeholder('lead.product.year');
const model = placeholder('lead.product.model');
const bookingLink = placeholder('lead.deal.bookingLink');

/** The first text when the service type has no template of its own: still personal, never blank. */
export const DEFAULT_OPENING_BODY = `Hi ${first}, this is ${agent} from ${office}. Your ${year} ${model} is due for service. Reply YES and we will find a time that suits you.`;
/** A service lead's first text (a planner's start) when its type has no template: the customer can book from the link. */
export const DEFAULT_SERVICE_OPENING_BODY = `Hi ${first}, this is ${agent} from ${office}. Your ${year} ${model} is due for service. Pick a time here: ${bookingLink} or reply YES and we will find one that suits you.`;
/** A follow-up when the service type has no template of its own. */
export const DEFAULT_FOLLOW_UP_BODY = `Hi ${first}, ${agent} from ${office} following up about your ${year} ${model}. Reply YES and we will find a time that suits you.`;

/**
 * The body of a lead's first text (issue 14): the service type's template, the office's own before
 * the company's SMS template, before the enterprise's group template; the default when none has text.
 */
export function openingTemplateBody(
  candidates: readonly OpeningTemplateCandidate[],
  fallback: string = DEFAULT_OPENING_BODY,
): string {
  const usable = candidates.filter((candidate) => candidate.body.trim() !== '');
  const best = [...usable].sort((a, b) => RANK[a.source] - RANK[b.source])[0];
  return best?.body ?? fallback;
}
