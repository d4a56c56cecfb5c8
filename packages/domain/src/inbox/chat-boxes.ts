import {
  chatBoxLimitError,
  MAX_CHAT_BOXES,
  type ChatBoxLimitError,
} from '../conversation/chat-box.errors.js';
import type { LeadId } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * The open chat boxes (spec 1 §2, §8, §9): at most 3, each lead at most once, one of them in front.
 * Held by the inbox (`inbox.chatBoxes`), the one place that says which boxes are open: the unread rule
 * of spec 1 §4 reads it, and the screen shows it. A new value on every change.
 */
export type ChatBoxes = {
  /** Oldest first. */
  readonly open: readonly LeadId[];
  readonly focused: LeadId | null;
};

export const NO_CHAT_BOXES: ChatBoxes = { open: [], focused: null };

/** A restored list keeps its first three distinct boxes; the newest is in front unless told otherwise. */
export function restoredChatBoxes(ids: readonly LeadId[], focused?: LeadId | null): ChatBoxes {
  const open = [...new Set(ids)].slice(0, MAX_CHAT_BOXES);
  const front = focused != null && open.includes(focused) ? focused : (open.at(-1) ?? null);
  return { open, focused: front };
}

/**
 * Opens a chat box and brings it to the front. An open box only comes to the front (even with 3
 * open); a fourth is refused with the spec's 'Limitation' warning (spec 1 §8).
 */
export function openChatBox(boxes: ChatBoxes, id: LeadId): Result<ChatBoxes, ChatBoxLimitError> {
  if (boxes.open.includes(id)) return ok(boxes.focused === id ? boxes : { ...boxes, focused: id });
  if (boxes.open.length >= MAX_CHAT_BOXES) return err(chatBoxLimitError());
  return ok({ open: [...boxes.open, id], focused: id });
}

/** Closes a chat box; when it was in front, the newest remaining one comes forward. */
export function closeChatBox(boxes: ChatBoxes, id: LeadId): ChatBoxes {
  if (!boxes.open.includes(id)) return boxes;
  const open = boxes.open.filter((openId) => openId !== id);
  return { open, focused: boxes.focused === id ? (open.at(-1) ?? null) : boxes.focused };
}
