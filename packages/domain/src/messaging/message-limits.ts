/**
 * The longest message the composer sends (issue 28: every free text has a maximum in the contract;
 * the web shows it and the server refuses longer). Tests state the numbers, not these names.
 */

/** Twilio's longest SMS body (longer is refused with error 21617); the inbound webhook allows as much. */
export const SMS_MAX_LENGTH = 1600;
/** An e-mail to a customer, typed or filled from a template (templates hold at most 5000 characters). */
export const EMAIL_MAX_LENGTH = 5000;
export const EMAIL_SUBJECT_MAX_LENGTH = 500;

/** The limit of the composer's action type ('sms', 'email'; the calendar sends nothing). */
export const messageMaxLength = (actionType: string): number =>
  actionType === 'email' ? EMAIL_MAX_LENGTH : SMS_MAX_LENGTH;

/** 'A text message is at most 1600 characters.' and its e-mail twin. */
export const messageTooLong = (actionType: string): string =>
  actionType === 'email'
    ? `An e-mail is at most ${EMAIL_MAX_LENGTH} characters.`
    : `A text message is at most ${SMS_MAX_LENGTH} characters.`;
