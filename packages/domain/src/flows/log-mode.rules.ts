/** What the pencil of the log-mode confirmation control does, when it shows at all. */
export type LogModePencil = 'hidden' | 'send' | 'options';

/** The controls shown on a customer message in log mode (spec 1 §2, §4). */
export type LogModeControls = { readonly check: boolean; readonly pencil: LogModePencil };

/**
 * Spec 1 §4: validLogMode null shows only the check; true shows the pencil, whose click sends;
 * false shows the pencil (opening the 'Options' popover) and the check (which sends).
 * A missing validLogMode reads as null.
 */
export function logModeControls(validLogMode: boolean | null | undefined): LogModeControls {
  if (validLogMode === true) return { check: false, pencil: 'send' };
  if (validLogMode === false) return { check: true, pencil: 'options' };
  return { check: true, pencil: 'hidden' };
}

export const LOG_MODE_ENABLED = 'Log mode enabled';
/** The 'Options' popover's cross and check change the log-mode response (spec 1 §8 update notice). */
export const LOG_MODE_RESPONSE_UPDATED = 'Successfully Updated';
export const LOG_MODE_OPTIONS_TITLE = 'Options';
