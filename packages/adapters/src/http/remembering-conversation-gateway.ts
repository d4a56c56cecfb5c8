import type { AppError, ConversationGateway, LeadId, MessageInstance, Result } from '@torque/domain';
import type { DexieSavedChats } from '../idb/dexie-saved-chats.js';
import type { TorqueDb } from '../idb/torque-db.js';

/** No answer from the server, or a gateway that could not reach it: the saved chat stands in. */
const unreachable = (status: number | undefined): boolean =>
  status === undefined || status === 502 || status === 503 || status === 504;

type Memory = {
  readonly db: TorqueDb;
  readonly chats: DexieSavedChats;
  readonly now?: () => number;
};

/**
 * The conversation gateway with the browser's memory (spec 1 §3, §4, §9):
 * - each history that loads is saved as the lead's chat record (15 kept, merged by id), and a
 *   history the network cannot give (offline, a timeout) is answered from that record;
 * - a read is kept in the unread-message store until the server confirms it, so a read the server
 *   never heard of is still reported at idle sign-out (HttpUnreadResponseOutbox).
 * Every other call goes to the wrapped gateway unchanged.
 */
export function rememberingConversations(inner: ConversationGateway, memory: Memory): ConversationGateway {
  const now = memory.now ?? Date.now;

  const history = async (leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>> => {
    const answer = await inner.history(leadId);
    if (answer.ok) {
      await memory.chats.save({ id: leadId, messages: answer.value }).catch(() => undefined);
      return answer;
    }
    // A refusal (404, 403, 400) stays what it is; only an unreachable server falls back.
    if (!unreachable(answer.error.status)) return answer;
    const saved = await memory.chats.load(leadId).catch(() => undefined);
    return saved ? { ok: true, value: saved.messages } : answer;
  };

  const markRead = async (leadId: LeadId, messageId: number): Promise<Result<void, AppError>> => {
    const row = { id: messageId, leadId, receivedAt: new Date(now()).toISOString() };
    await memory.db
      .keep([memory.db.unreadMessages], () => memory.db.unreadMessages.put(row))
      .catch(() => undefined);
    const done = await inner.markRead(leadId, messageId);
    if (done.ok) await memory.db.unreadMessages.delete(messageId).catch(() => undefined);
    return done;
  };

  const own: Partial<ConversationGateway> = { history, markRead };
  return new Proxy(inner, {
    get(target, property, receiver) {
      if (property === 'history' || property === 'markRead') return own[property];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
