/**
 * Spec 2 §9: "a customer tag set of about 45 tags with short codes ... (full list not shown)". Only the
 * tags the spec names are here. Where a tag matches a classification code (spec 2 §9 table) that code is
 * its short code; the short codes of SMS_CONSENT, TEA_*, and BOOKED_SUCCESSFULLY are ours. The
 * "store-specific SPA tags" are the three SPA-SS / SPA-AS / SPA-XX classifications.
 */
export const CUSTOMER_TAGS = [
  { tag: 'SMS_OPT_OUT', shortCode: 'STOP', label: 'SMS opt-out' },
  { tag: 'SMS_CONSENT', shortCode: 'CONSENT', label: 'SMS consent' },
  { tag: 'DIFFERENT_DRIVER', shortCode: 'DD', label: 'Different driver' },
  { tag: 'LONG_DISTANCE', shortCode: 'LD', label: 'Long distance' },
  { tag: 'NO_LONGER_OWN', shortCode: 'NLO', label: 'No longer own' },
  { tag: 'CUSTOMER_COMPLAINT', shortCode: 'CC', label: 'Customer complaint' },
  { tag: 'WRONG_NUMBER', shortCode: 'WN', label: 'Wrong number' },
  { tag: 'EMPLOYEE', shortCode: 'EMP', label: 'Employee' },
  { tag: 'TEA_5K', shortCode: 'TEA-5K', label: 'TEA 5K' },
  { tag: 'TEA_10K', shortCode: 'TEA-10K', label: 'TEA 10K' },
  { tag: 'TEA_15K', shortCode: 'TEA-15K', label: 'TEA 15K' },
  { tag: 'TEA_20K', shortCode: 'TEA-20K', label: 'TEA 20K' },
  { tag: 'TEA_25K', shortCode: 'TEA-25K', label: 'TEA 25K' },
  { tag: 'SPA_SS', shortCode: 'SPA-SS', label: 'Service performed already, same store' },
  { tag: 'SPA_AS', shortCode: 'SPA-AS', label: 'Service performed already, alternate store' },
  { tag: 'SPA_XX', shortCode: 'SPA-XX', label: 'Service performed already, store not specified' },
  { tag: 'BOOKED_SUCCESSFULLY', shortCode: 'BKD', label: 'Booked successfully' },
  { tag: 'REQUEST_TO_CALL', shortCode: 'REQ-CALL', label: 'Request to call' },
  { tag: 'PRICE_CONCERN', shortCode: 'PRICE_CONCERN', label: 'Price concern' },
  { tag: 'REQUEST_LOANER', shortCode: 'REQ_LOANER', label: 'Request loaner' },
] as const;

export type CustomerTagEntry = (typeof CUSTOMER_TAGS)[number];
export type CustomerTag = CustomerTagEntry['tag'];
export type CustomerTagShortCode = CustomerTagEntry['shortCode'];

export const CUSTOMER_TAG_NAMES: readonly CustomerTag[] = CUSTOMER_TAGS.map((entry) => entry.tag);

export const customerTagShortCode = (tag: string): CustomerTagShortCode | undefined =>
  CUSTOMER_TAGS.find((entry) => entry.tag === tag)?.shortCode;

export const customerTagForShortCode = (shortCode: string): CustomerTag | undefined =>
  CUSTOMER_TAGS.find((entry) => entry.shortCode === shortCode)?.tag;

export const customerTagLabel = (tag: string): string | undefined =>
  CUSTOMER_TAGS.find((entry) => entry.tag === tag)?.label;
