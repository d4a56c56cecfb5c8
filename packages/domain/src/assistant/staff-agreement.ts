/**
 * How often staff agreed with the assistant (issue 31 point 2): of the replies staff checked in Show
 * Intents, a confirmation (the assistant's own code) is agreement and a correction is not. A reply checked
 * twice counts once, by staff's latest word, on the day of that word.
 */
export type StaffAgreement = { readonly checked: number; readonly agreed: number };

/** Show Intents looks back this many days. */
export const AGREEMENT_DAYS = 30;

/** The share agreed, as a whole percent (0 when nothing was checked). */
export const agreementPercent = ({ checked, agreed }: StaffAgreement): number =>
  checked === 0 ? 0 : Math.round((agreed / checked) * 100);

/** The line Show Intents shows under the code. */
export const staffAgreementLine = (check: StaffAgreement): string =>
  `Staff agreed with the assistant on ${check.agreed} of ${check.checked} ${check.checked === 1 ? 'reply' : 'replies'} (${agreementPercent(check)}%) over the last ${AGREEMENT_DAYS} days`;
