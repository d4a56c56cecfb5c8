import type { AppError } from '../errors/app-error.js';
import { err, ok, type Result } from '../shared/result.js';
import { messageMaxLength, messageTooLong } from './message-limits.js';
import { smsText } from './sms-text.js';

/** The composer's action types (spec 1 §5). */
export type ActionType = 'sms' | 'email' | 'calendar';

export const PLEASE_ENTER_MESSAGE = 'Please Enter Message';
export const PLEASE_ENTER_SUBJECT = 'Please Enter Subject';
export const NO_ASSISTANT = 'This Division has no Assistant';

export type OutgoingDraft = {
  readonly actionType: ActionType;
  readonly content: string;
  readonly subject?: string | null;
  /** The assistant's number the text goes out from. */
  readonly senderPhone?: string | null;
};

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
/** HTML that renders as nothing (e.g. '<p><br></p>') counts as no message. */
const blankHtml = (html: string): boolean => blank(html) || smsText(html) === '';

const noAssistant: AppError = { code: 'NO_ASSISTANT', message: NO_ASSISTANT, tone: 'danger' };

/**
 * Spec 1 §5 checks, in the spec's order: calendar refused; subject, then message; then the sender. A
 * message over its length (issue 28) is refused before the sender is looked at.
 */
export function checkOutgoingMessage(draft: OutgoingDraft): Result<void, AppError> {
  if (draft.actionType === 'calendar') return err(noAssistant);
  if (draft.actionType === 'email' && blank(draft.subject)) {
    return err({ code: 'EMPTY_SUBJECT', message: PLEASE_ENTER_SUBJECT, tone: 'warning' });
  }
  if (blankHtml(draft.content)) {
    return err({ code: 'EMPTY_MESSAGE', message: PLEASE_ENTER_MESSAGE, tone: 'warning' });
  }
  if (draft.content.length > messageMaxLength(draft.actionType)) {
    return err({ code: 'MESSAGE_TOO_LONG', message: messageTooLong(draft.actionType), tone: 'warning' });
  }
  if (blank(draft.senderPhone)) return err(noAssistant);
  return ok(undefined);
}
