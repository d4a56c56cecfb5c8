import { TENANT_MODES } from '../catalog/tenant-mode.js';
import { LEAD_FORM_MAKES, leadFormFor, storePhoneFor, type LeadForm } from './lead-form-makes.js';

/**
 * Spec 1 §2: the lead form shows "a consent paragraph about text messages" (its words are not in the
 * spec). The server records this exact text in the consent ledger, so the form and the record agree.
 */
export function leadFormConsentText(dealerName: string): string {
  return (
    `By selecting Submit, you agree that ${dealerName} may send text messages to the number above about ` +
    'your appointment and vehicle service, including automated texts. Consent is not a condition of ' +
    'purchase. Message frequency varies; message and data rates may apply. Reply STOP to opt out or ' +
    'HELP for help.'
  );
}

/** Who the customer agrees to hear from: the make's dealer, or "this dealership" on the generic form. */
export const leadFormDealerName = (form: LeadForm): string =>
  form.make === 'generic' ? 'this dealership' : `${form.displayName}`;

/** The form whose fixed store number (in any tenant mode) this is; undefined for any other number. */
export function leadFormForStorePhone(storePhoneNumber: string): LeadForm | undefined {
  const make = LEAD_FORM_MAKES.find((candidate) =>
    TENANT_MODES.some((mode) => storePhoneFor(candidate, mode) === storePhoneNumber),
  );
  return make === undefined ? undefined : leadFormFor(make);
}
