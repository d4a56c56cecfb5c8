/** What the client is told when a token is missing, unknown, revoked or expired. */
export const SESSION_EXPIRED = 'Session expired. Please sign in again.';
/** One message for an unknown e-mail and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
/** A blocked user's sign-in, told only to someone who gave the right password. */
export const ACCOUNT_BLOCKED = 'This account is blocked. Ask your administrator.';
