import { err, ok, type Result } from '../shared/result.js';

/** Issue 14: the date-time dialogue texts its Last Message; an empty one is refused in plain words. */
export const LAST_MESSAGE_REQUIRED = 'Write the Last Message to send with the date time dialogue.';

/** The Last Message as it will be texted (trimmed), or the refusal when nothing is left. */
export function checkLastMessage(lastMessage: string): Result<string, string> {
  const text = lastMessage.trim();
  return text === '' ? err(LAST_MESSAGE_REQUIRED) : ok(text);
}
