import type { LeadId } from '../leads/lead.schema.js';
import type { Inbox } from './inbox-state.js';

/** Fetch a lead that is not stored locally and add it at the top (spec 1 §4): `addFetchedLead`. */
export type FetchLeadEffect = {
  readonly kind: 'fetch-lead';
  readonly leadId: LeadId;
  readonly serviceType: string;
};

/** PUT read (futureServiceInteractionId, lastReadMessageInstanceId), spec 2 messaging calls. */
export type MarkReadEffect = {
  readonly kind: 'mark-read';
  readonly leadId: LeadId;
  readonly lastReadMessageInstanceId: number;
};

/** Work the caller performs through its ports; the domain only describes it. */
export type InboxEffect = FetchLeadEffect | MarkReadEffect;

/** What an inbox reducer answers: the (same, mutated, version-bumped) inbox and the effects to perform. */
export type InboxUpdate = { readonly inbox: Inbox; readonly effects: readonly InboxEffect[] };
