import { CUSTOMER_MARK_KINDS, markKindsOf, SMS_OPT_OUT, type CustomerMarkKind } from '@torque/domain';

/**
 * The marks staff put on each: the customer takes the whole tag set (spec 2 §9); a vehicle and a lead
 * take the tags about them.
 */
export const MARK_KINDS = {
  customer: CUSTOMER_MARK_KINDS,
  vehicle: markKindsOf([
    'NO_LONGER_OWN',
    'DIFFERENT_DRIVER',
    'VEHICLE_ISSUE',
    'TAG_UPDATE',
    'OPEN_RECALL',
    'LEASE_RETURN',
    'EXTENDED_WARRANTY',
    'TEA_5K',
    'TEA_10K',
    'TEA_15K',
    'TEA_20K',
    'TEA_25K',
  ]),
  lead: markKindsOf([SMS_OPT_OUT, 'WRONG_NUMBER', 'CUSTOMER_COMPLAINT', 'CONTACT_LATER', 'REQUEST_TO_CALL']),
} as const satisfies Readonly<Record<string, readonly CustomerMarkKind[]>>;
