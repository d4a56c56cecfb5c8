import type { Clock } from '../shared/clock.port.js';

/** Spec 1 §9: at most 15 saved chat records are kept. */
export const MAX_SAVED_CHATS = 15;

export type SavedChatId = string | number;

/** A saved chat record as kept locally, stamped when it was last saved. */
export type SavedChat<R extends { readonly id: SavedChatId }> = R & { readonly savedAt: string };

/**
 * Saves a chat record (spec 1 §9): one record per id, an existing id merged with the new fields over
 * the old and moved to the newest place; beyond 15 the oldest are dropped. Records are kept oldest
 * first; the list order, not the stamp, says which is oldest, so a clock going back changes nothing.
 */
export function saveChatRecord<R extends { readonly id: SavedChatId }>(
  records: readonly SavedChat<R>[],
  record: R,
  clock: Clock,
): SavedChat<R>[] {
  const existing = records.find((saved) => saved.id === record.id);
  const saved = { ...existing, ...record, savedAt: clock.now().toISOString() } as SavedChat<R>;
  const others = records.filter((r) => r.id !== record.id);
  return [...others, saved].slice(-MAX_SAVED_CHATS);
}

/** Tidies records read back from storage: the latest copy of each id wins, then the newest 15. */
export function normalizeSavedChats<R extends { readonly id: SavedChatId }>(
  records: readonly SavedChat<R>[],
): SavedChat<R>[] {
  const latest = new Map<SavedChatId, SavedChat<R>>();
  for (const record of records) {
    const earlier = latest.get(record.id);
    latest.delete(record.id);
    latest.set(record.id, { ...earlier, ...record });
  }
  return [...latest.values()].slice(-MAX_SAVED_CHATS);
}
