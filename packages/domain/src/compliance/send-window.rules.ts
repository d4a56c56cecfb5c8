import { stateOfAreaCode, usStateOf, type UsState } from './area-code-state.js';
import { nextSendTime } from './quiet-hours.rules.js';
import { customerTimeZone } from './area-code-zone.js';

/** What a customer record offers for quiet hours: the mobile number and, when known, an address. */
export type SendWindowCustomer = {
  readonly cellular: string;
  /** The customer's address state (postal code) and, if known, its zone; the number's when absent. */
  readonly addressState?: string | null;
  readonly addressTimeZone?: string | null;
};

/** Whose clock and which state's law decide when an automated text to a customer may go. */
export type CustomerSendWindow = { readonly zone: string; readonly state: UsState | null };

/**
 * The customer's zone and state for quiet hours (issue 29): the recipient's, never the store's. The
 * address wins when known; else the number's area code; the store's zone only for an unknown code.
 */
export function sendWindowFor(customer: SendWindowCustomer, storeZone: string): CustomerSendWindow {
  return {
    zone: customer.addressTimeZone || customerTimeZone(customer.cellular, storeZone),
    state: usStateOf(customer.addressState) ?? stateOfAreaCode(customer.cellular),
  };
}

/** When an automated text to this customer may go out: `at`, or the next opening in their zone and state. */
export function customerNextSendTime(at: Date, customer: SendWindowCustomer, storeZone: string): Date {
  const { zone, state } = sendWindowFor(customer, storeZone);
  return nextSendTime(at, zone, state);
}
