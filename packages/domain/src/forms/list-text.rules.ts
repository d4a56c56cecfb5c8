/**
 * Texting a mailing list (issue 30, point 10): each entry of the list is one member; the server decides
 * for each whether the text goes now, is held for quiet hours, or does not go, and why. The preview
 * and the send ask this same rule over the same facts, so what staff confirm is what goes.
 */

/** Why a member is not texted, in the order the rule asks. */
export const LIST_TEXT_SKIP_REASONS = [
  'NO_MOBILE',
  'NOT_A_CUSTOMER',
  'DUPLICATE',
  'OPTED_OUT',
  'LANDLINE',
  'CONSENT_PENDING',
] as const;
export type ListTextSkipReason = (typeof LIST_TEXT_SKIP_REASONS)[number];

/** The reasons as staff read them in the preview. */
export const LIST_TEXT_SKIP_WORDS: Readonly<Record<ListTextSkipReason, string>> = {
  NO_MOBILE: 'No mobile number',
  NOT_A_CUSTOMER: 'Consent missing: not a customer of your stores',
  DUPLICATE: 'Texted once: same customer as another entry',
  OPTED_OUT: 'Opted out of text messages',
  LANDLINE: 'Landline: cannot receive texts',
  CONSENT_PENDING: "Consent missing: a possible opt-out waits for staff's answer",
};

/** What the server knows of one member when it plans the list's text. */
export type ListMemberFacts = {
  /** The entry or its customer has a cellular number that is a valid US mobile number. */
  readonly hasMobileNumber: boolean;
  /** A customer of the user's stores matches the entry (by cellular or e-mail) and has a conversation. */
  readonly customerFound: boolean;
  /** An earlier entry already reaches the same mobile number. */
  readonly duplicate: boolean;
  readonly optedOut: boolean;
  /** A number lookup found a landline. */
  readonly landline: boolean;
  /** A possible opt-out of the customer waits for staff: consent is in question. */
  readonly consentPending: boolean;
  /** Quiet hours in the customer's zone: the text may not go before this. */
  readonly notBefore: Date;
  readonly at: Date;
};

export type ListMemberOutcome =
  | { readonly kind: 'TEXT_NOW' }
  | { readonly kind: 'HELD'; readonly until: Date }
  | { readonly kind: 'NOT_TEXTED'; readonly reason: ListTextSkipReason };

/**
 * One member's outcome. A member without a mobile number or outside the user's customers is never
 * texted; a second entry of the same number is texted once; opt-out, a landline and a consent question
 * each stop the text; otherwise it goes now, or when quiet hours end.
 */
export function listMemberOutcome(facts: ListMemberFacts): ListMemberOutcome {
  const reason: ListTextSkipReason | null = !facts.customerFound
    ? facts.hasMobileNumber
      ? 'NOT_A_CUSTOMER'
      : 'NO_MOBILE'
    : facts.duplicate
      ? 'DUPLICATE'
      : facts.optedOut
        ? 'OPTED_OUT'
        : !facts.hasMobileNumber
          ? 'NO_MOBILE'
          : facts.landline
            ? 'LANDLINE'
            : facts.consentPending
              ? 'CONSENT_PENDING'
              : null;
  if (reason !== null) return { kind: 'NOT_TEXTED', reason };
  return facts.notBefore.getTime() > facts.at.getTime()
    ? { kind: 'HELD', until: facts.notBefore }
    : { kind: 'TEXT_NOW' };
}

export type ListTextCounts = {
  readonly textNow: number;
  readonly held: number;
  readonly notTexted: number;
  readonly total: number;
};

export function listTextCounts(outcomes: readonly ListMemberOutcome[]): ListTextCounts {
  const count = (kind: ListMemberOutcome['kind']) => outcomes.filter((one) => one.kind === kind).length;
  return {
    textNow: count('TEXT_NOW'),
    held: count('HELD'),
    notTexted: count('NOT_TEXTED'),
    total: outcomes.length,
  };
}

/** The preview's headline: '3 texts go now, 1 held for quiet hours, 2 not texted.' */
export function listTextHeadline(counts: ListTextCounts): string {
  const now = counts.textNow === 1 ? '1 text goes' : `${counts.textNow} texts go`;
  return `${now} now, ${counts.held} held for quiet hours, ${counts.notTexted} not texted.`;
}

/** Staff are asked again when the list or its customers changed between the preview and the send. */
export const LIST_CHANGED_SINCE_PREVIEW =
  'The list or its customers changed since the preview: look at the preview again before sending.';

/** A list text nobody on the list would receive. */
export const NOBODY_ON_LIST_TO_TEXT = 'Nobody on this list can be texted: see why beside each entry.';

/** The most entries one list text reaches (the preview lists each of them). */
export const LIST_TEXT_MAX_MEMBERS = 1000;
export const LIST_TOO_LONG_TO_TEXT = `A list of more than ${LIST_TEXT_MAX_MEMBERS.toLocaleString('en-US')} entries cannot be texted at once.`;
