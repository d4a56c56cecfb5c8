import { CUSTOMER_TAGS, type CustomerTagGroup } from '../catalog/customer-tag.js';
import { SMS_OPT_OUT } from './opt-out.rules.js';

/** A mark staff may put on a customer, a vehicle or a lead: its tag, short code, label and group. */
export type CustomerMarkKind = {
  readonly intentType: string;
  readonly shortCode: string;
  readonly label: string;
  readonly group: CustomerTagGroup;
};

/**
 * The customer marks staff add and remove (spec 2 §9's tag set of about 45, grouped; catalog
 * customer-tag.ts). SMS_OPT_OUT blocks texts and removing it unblocks them (spec 1 §4); SMS_CONSENT
 * records the customer's consent.
 */
export const CUSTOMER_MARK_KINDS: readonly CustomerMarkKind[] = CUSTOMER_TAGS.map((tag) => ({
  intentType: tag.tag,
  shortCode: tag.shortCode,
  label: tag.label,
  group: tag.group,
}));

/** The kinds of these tags, in the catalogue's order (a vehicle's or a lead's own short list). */
export const markKindsOf = (intentTypes: readonly string[]): readonly CustomerMarkKind[] =>
  CUSTOMER_MARK_KINDS.filter((kind) => intentTypes.includes(kind.intentType));

/** The kinds whose code or label holds the words typed, case aside (the picker's search). */
export function searchMarkKinds(
  kinds: readonly CustomerMarkKind[],
  query: string,
): readonly CustomerMarkKind[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return kinds.filter((kind) => {
    const text = `${kind.shortCode} ${kind.label} ${kind.intentType}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * A mark's name as staff read it: the known label; a short code as the spec writes it ('SPA-AS', 'WN',
 * spec 2 §9); else the tag in words ('OLD_TAG' → 'Old tag').
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
