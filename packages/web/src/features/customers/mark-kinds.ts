import { CUSTOMER_MARK_KINDS, SMS_OPT_OUT } from '@torque/domain';

export type MarkKind = { readonly intentType: string; readonly label: string };

/** The marks staff put on each: the customer's tags, a vehicle no longer owned, a lead's own opt-out. */
export const MARK_KINDS = {
  customer: CUSTOMER_MARK_KINDS,
  vehicle: [
    { intentType: 'NO_LONGER_OWN', label: 'No longer owned' },
    { intentType: 'DIFFERENT_DRIVER', label: 'Different driver' },
  ],
  lead: [
    { intentType: SMS_OPT_OUT, label: 'SMS opt-out' },
    { intentType: 'WRONG_NUMBER', label: 'Wrong number' },
    { intentType: 'CUSTOMER_COMPLAINT', label: 'Customer complaint' },
  ],
} as const satisfies Readonly<Record<string, readonly MarkKind[]>>;
