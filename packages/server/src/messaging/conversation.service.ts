import { systemClock, type Clock } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { notFound } from '../http/http-error.js';
import { LeadRepository } from '../leads/lead.repository.js';
import { LEAD_NOT_FOUND } from '../leads/lead.service.js';
import { LeadStateRepository } from '../leads/lead-state.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import type { ConversationCache, HistoryPage } from './conversation-cache.js';
import { MessageRepository } from './message.repository.js';
import { messageVisibilityFor } from './message-visibility.js';
import { PersonalReadRepository, readsArePersonal } from './personal-read.repository.js';

export const MESSAGE_NOT_IN_CONVERSATION = 'Message not found in this conversation.';

/** Reading a conversation: its history and how far the user has read it. */
export class ConversationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
    /** Recent histories, forgotten when the database notices a change; none: every read queries. */
    private readonly cache: ConversationCache | null = null,
  ) {}

  /**
   * The conversation's MessagePage as UTF-8 JSON, written by the database (what `toMessageInstance`
   * and the contract's serialiser would make of the same rows, without the JS round trip).
   */
  async historyPage(principal: Principal, fsiId: number): Promise<Buffer> {
    // One query (or none, cached) for a conversation the user may see; an empty answer is checked
    // for scope after.
    const visibility = messageVisibilityFor(principal.role);
    const scope = dataScopeOf(principal);
    const load = async (): Promise<HistoryPage> => {
      const { messages, count } = await new MessageRepository(this.db).historyJson(fsiId, visibility, scope);
      const page = `{"data":[${messages}],"response":"Success","total":${count},"size":${count},"page":0}`;
      return { body: Buffer.from(page), count };
    };
    const variant = `${visibility.archived}:${visibility.internalNotes}:${JSON.stringify(scope)}`;
    const { body, count } = await (this.cache ? this.cache.read(fsiId, variant, load) : load());
    if (count === 0) await this.requireVisibleLead(principal, fsiId);
    return body;
  }

  async markRead(
    principal: Principal,
    fsiId: number,
    messageId: number,
  ): Promise<Schemas['Acknowledgement']> {
    await this.requireVisibleLead(principal, fsiId);
    await this.db.transaction(async (tx) => {
      if (!(await new MessageRepository(tx).belongsToLead(messageId, fsiId))) {
        throw notFound(MESSAGE_NOT_IN_CONVERSATION);
      }
      // Outside a store the read is the user's own: the store's staff still have it to answer.
      if (readsArePersonal(principal)) {
        await new PersonalReadRepository(tx).record(principal.userId, fsiId, messageId, this.clock.now());
        return;
      }
      await new LeadStateRepository(tx).markRead(fsiId, messageId);
      await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', fsiId, {
        flags: { totalUnreadCount: 0, lastReadMessageId: messageId },
      });
    });
    return { message: 'Successfully Updated' };
  }

  private async requireVisibleLead(principal: Principal, fsiId: number): Promise<void> {
    if (!(await new LeadRepository(this.db).isVisible(fsiId, dataScopeOf(principal))))
      throw notFound(LEAD_NOT_FOUND);
  }
}
