import type { PhoneLineType } from '@torque/domain';

/** A phone-number lookup: what kind of line a number is (a landline cannot receive texts). */
export interface PhoneNumberLookup {
  /** null when the lookup does not know the number. */
  lineTypeOf(phone: string): Promise<PhoneLineType | null>;
}

/**
 * The embedded default: deterministic, so the demo shows every kind. A number ending in 00 is a
 * landline (the usual office or home number, e.g. (212)-555-0100), one ending in 99 is VoIP, any
 * other is mobile.
 */
export class SimulatedPhoneNumberLookup implements PhoneNumberLookup {
  async lineTypeOf(phone: string): Promise<PhoneLineType | null> {
    if (!/^\+1\d{10}$/.test(phone)) return null;
    if (phone.endsWith('00')) return 'landline';
    if (phone.endsWith('99')) return 'voip';
    return 'mobile';
  }
}
