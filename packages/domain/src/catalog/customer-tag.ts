/**
 * Spec 2 §9: "a customer tag set of about 45 tags with short codes ... (full list not shown)". The tags
 * the spec names are all here; where a tag matches a classification code (spec 2 §9 table, the monthly
 * interaction report's codes) that code is its short code. The rest (SMS_CONSENT, TEA_*, BKD and the
 * dealership tags such as VIP or FLEET) are ours. The "store-specific SPA tags" are SPA-SS / SPA-AS /
 * SPA-XX. Groups order the picker staff choose from.
 */
export const CUSTOMER_TAG_GROUPS = [
  'Consent',
  'Contact',
  'Vehicle',
  'Service history',
  'Appointments',
  'Customer relations',
] as const;
export type CustomerTagGroup = (typeof CUSTOMER_TAG_GROUPS)[number];

type Tag = {
  readonly tag: string;
  readonly shortCode: string;
  readonly label: string;
  readonly group: CustomerTagGroup;
};
const inGroup = <const T extends readonly Omit<Tag, 'group'>[], const G extends CustomerTagGroup>(
  group: G,
  tags: T,
) => tags.map((tag) => ({ ...tag, group })) as { [K in keyof T]: T[K] & { readonly group: G } };

export const CUSTOMER_TAGS = [
  ...inGroup('Consent', [
    { tag: 'SMS_OPT_OUT', shortCode: 'STOP', label: 'SMS opt-out' },
    { tag: 'SMS_CONSENT', shortCode: 'CONSENT', label: 'SMS consent' },
  ]),
  ...inGroup('Contact', [
    { tag: 'WRONG_NUMBER', shortCode: 'WN', label: 'Wrong number' },
    { tag: 'LONG_DISTANCE', shortCode: 'LD', label: 'Long distance' },
    { tag: 'REQUEST_TO_CALL', shortCode: 'REQ-CALL', label: 'Request to call' },
    { tag: 'CONTACT_LATER', shortCode: 'CL', label: 'Contact later' },
    { tag: 'NO_RESPONSE', shortCode: 'NRAA', label: 'No response at all' },
    { tag: 'NOT_ENGAGED', shortCode: 'NOT-ENGAGED', label: 'Not engaged' },
    { tag: 'PREFERS_ONLINE_BOOKING', shortCode: 'POB', label: 'Prefers online booking' },
    { tag: 'NOT_INTERESTED_IN_TEXT_BOOKING', shortCode: 'NIITB', label: 'Not interested in text booking' },
    { tag: 'PREFERS_EMAIL', shortCode: 'EMAIL', label: 'Prefers e-mail' },
    { tag: 'SPANISH_SPEAKER', shortCode: 'ESP', label: 'Prefers Spanish' },
  ]),
  ...inGroup('Vehicle', [
    { tag: 'NO_LONGER_OWN', shortCode: 'NLO', label: 'No longer own' },
    { tag: 'DIFFERENT_DRIVER', shortCode: 'DD', label: 'Different driver' },
    { tag: 'VEHICLE_ISSUE', shortCode: 'VI', label: 'Vehicle issue' },
    { tag: 'TAG_UPDATE', shortCode: 'TU', label: 'Tag update' },
    { tag: 'OPEN_RECALL', shortCode: 'RECALL', label: 'Open recall' },
    { tag: 'LEASE_RETURN', shortCode: 'LEASE', label: 'Lease return due' },
    { tag: 'EXTENDED_WARRANTY', shortCode: 'WTY', label: 'Extended warranty' },
    { tag: 'TEA_5K', shortCode: 'TEA-5K', label: 'TEA 5K' },
    { tag: 'TEA_10K', shortCode: 'TEA-10K', label: 'TEA 10K' },
    { tag: 'TEA_15K', shortCode: 'TEA-15K', label: 'TEA 15K' },
    { tag: 'TEA_20K', shortCode: 'TEA-20K', label: 'TEA 20K' },
    { tag: 'TEA_25K', shortCode: 'TEA-25K', label: 'TEA 25K' },
  ]),
  ...inGroup('Service history', [
    { tag: 'SPA_SS', shortCode: 'SPA-SS', label: 'Service performed already, same store' },
    { tag: 'SPA_AS', shortCode: 'SPA-AS', label: 'Service performed already, alternate store' },
    { tag: 'SPA_XX', shortCode: 'SPA-XX', label: 'Service performed already, store not specified' },
    { tag: 'ALREADY_SCHEDULED', shortCode: 'ASA', label: 'Already scheduled appointment' },
    { tag: 'PREFERS_ALTERNATE_LOCATION', shortCode: 'CPAL', label: 'Customer prefers alternate location' },
  ]),
  ...inGroup('Appointments', [
    { tag: 'BOOKED_SUCCESSFULLY', shortCode: 'BKD', label: 'Booked successfully' },
    { tag: 'BOOKING_ERROR', shortCode: 'A-BKG-ERR', label: 'Appointment booking error' },
    { tag: 'EXTERNAL_RESCHEDULE', shortCode: 'E-RES', label: 'External reschedule' },
    { tag: 'EXTERNAL_CANCEL', shortCode: 'E-CAN', label: 'External cancel' },
    { tag: 'NOT_ATTENDED', shortCode: 'NA', label: 'Not attended' },
    { tag: 'REQUEST_LOANER', shortCode: 'REQ_LOANER', label: 'Request loaner' },
    { tag: 'REQUEST_PICKUP_DELIVERY', shortCode: 'REQ_PD', label: 'Request pickup/delivery' },
  ]),
  ...inGroup('Customer relations', [
    { tag: 'CUSTOMER_COMPLAINT', shortCode: 'CC', label: 'Customer complaint' },
    { tag: 'CUSTOMER_QUESTION', shortCode: 'CQ', label: 'Customer question' },
    { tag: 'PRICE_CONCERN', shortCode: 'PRICE_CONCERN', label: 'Price concern' },
    { tag: 'CUSTOMER_APPRECIATION', shortCode: 'CUST-APPR', label: 'Customer appreciation' },
    { tag: 'SALES_INQUIRY', shortCode: 'SALES_INQ', label: 'Sales inquiry' },
    { tag: 'LOST_CUSTOMER', shortCode: 'L-CUST', label: 'Lost customer' },
    { tag: 'EMPLOYEE', shortCode: 'EMP', label: 'Employee' },
    { tag: 'VIP', shortCode: 'VIP', label: 'VIP customer' },
    { tag: 'FLEET', shortCode: 'FLEET', label: 'Fleet account' },
  ]),
] as const;

export type CustomerTagEntry = (typeof CUSTOMER_TAGS)[number];
export type CustomerTag = CustomerTagEntry['tag'];
export type CustomerTagShortCode = CustomerTagEntry['shortCode'];

export const CUSTOMER_TAG_NAMES: readonly CustomerTag[] = CUSTOMER_TAGS.map((entry) => entry.tag);

export const isCustomerTag = (tag: string): tag is CustomerTag =>
  (CUSTOMER_TAG_NAMES as readonly string[]).includes(tag);

/** The refusal of a mark outside the set, in plain words (a 400 at the edge). */
export const unknownCustomerTag = (tag: string): string =>
  `'${tag}' is not a customer tag: choose one of the ${CUSTOMER_TAGS.length} tags of the marks list.`;

export const customerTagShortCode = (tag: string): CustomerTagShortCode | undefined =>
  CUSTOMER_TAGS.find((entry) => entry.tag === tag)?.shortCode;

export const customerTagForShortCode = (shortCode: string): CustomerTag | undefined =>
  CUSTOMER_TAGS.find((entry) => entry.shortCode === shortCode)?.tag;

export const customerTagLabel = (tag: string): string | undefined =>
  CUSTOMER_TAGS.find((entry) => entry.tag === tag)?.label;
