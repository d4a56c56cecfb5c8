import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * An open conversation's history with the real-time messages that arrived after it was loaded
 * (spec 1 §4): each live message the history does not hold yet is appended, in arrival order, so a
 * message id never appears twice. Returns the history itself when nothing is new.
 */
export function withLiveMessages(
  history: readonly MessageInstance[],
  live: readonly MessageInstance[],
): readonly MessageInstance[] {
  if (live.length === 0) return history;
  const known = new Set(history.map((message) => message.id));
  const fresh = live.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  return fresh.length === 0 ? history : [...history, ...fresh];
}
