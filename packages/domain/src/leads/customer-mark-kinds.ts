import { SMS_OPT_OUT } from './opt-out.rules.js';

/**
 * The customer marks staff add and remove from the conversation header (our list: the intents the
 * demo data and the carriers' keywords put on customers). SMS_OPT_OUT blocks texts (spec 1 §4).
 */
export const CUSTOMER_MARK_KINDS = [
  { intentType: SMS_OPT_OUT, label: 'SMS opt-out' },
  { intentType: 'SMS_CONSENT', label: 'SMS consent' },
  { intentType: 'DIFFERENT_DRIVER', label: 'Different driver' },
] as const;

/**
 * A mark's name as staff read it: the known label; a short code as the spec writes it ('SPA-AS', 'WN',
 * spec 2 §9); else the tag in words ('TEA_5K' → 'Tea 5k').
 */
export function markLabel(intentType: string): string {
  const known = CUSTOMER_MARK_KINDS.find((kind) => kind.intentType === intentType);
  if (known) return known.label;
  if (/^[A-Z]+(-[A-Z]+)*$/.test(intentType)) return intentType;
  const words = intentType.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Staff must say why a customer's text consent changes: the consent ledger keeps who, when and why. */
export const needsConsentReason = (intentType: string): boolean => intentType === SMS_OPT_OUT;

export const CONSENT_REASON_REQUIRED = 'Say why the SMS opt-out changes; the consent ledger keeps it.';
