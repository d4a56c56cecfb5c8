/** Fixed lead vocabularies of spec 2 §4 and §9. */

/** Spec 2 §4 response insights. */
export const RESPONSE_INSIGHTS = [
  'NOT_INTERESTED',
  'JUST_CURIOUS',
  'PRICE_TOO_HIGH',
  'TRADEIN_OFFER_TOO_LOW',
  'NOT_IN_MARKET',
  'CONTACT_LATER',
  'FOLLOWUP',
  'COMPETITIVE_OFFER',
] as const;
export type ResponseInsight = (typeof RESPONSE_INSIGHTS)[number];

/** Spec 2 §4 deal status values seen; '' is "empty". */
export const DEAL_STATUS_VALUES = ['', 'JUST_CURIOUS', 'CONTACT_LATER', 'CONTACTED'] as const;
export type DealStatus = (typeof DEAL_STATUS_VALUES)[number];

/** Spec 2 §4 userFollowup values seen. */
export const USER_FOLLOWUP_VALUES = [
  'min',
  'day',
  'day1',
  'week',
  'week1',
  'inProgress',
  'recommendedServices',
  'vehicleReadyForPickUp',
  'preCsiCheck',
] as const;
export type UserFollowup = (typeof USER_FOLLOWUP_VALUES)[number];

/** Spec 2 §9 funnel counts, in funnel order as the spec lists them. */
export const FUNNEL_COUNTS = ['RESPONDED', 'CONTACTED', 'ENGAGED', 'APPT_BOOKING'] as const;
export type FunnelCount = (typeof FUNNEL_COUNTS)[number];

/**
 * Spec 2 §4: status values seen in sample data besides the lead stages. The other one seen,
 * NOT_STARTED, is the first lead stage (lead-stage.ts): a lead before its first text.
 */
export const OTHER_STATUS_VALUES = ['CAR_SOLD_OR_UNSOLD'] as const;
export type OtherStatusValue = (typeof OTHER_STATUS_VALUES)[number];

/** Spec 2 §4: this lead response status is routed to its own search (nraa-search). */
export const NO_RESPONSE_AT_ALL_LEAD = 'NO_RESPONSE_AT_ALL_LEAD';
