import {
  abandonLeadFetch,
  addFetchedLeadCounting,
  type ConversationGateway,
  type InboxEffect,
  type LeadGateway,
} from '@torque/domain';
import { showFailure } from '../../ui/notices';
import type { InboxStore } from './inbox-store';

export type InboxEffectPorts = {
  readonly leads: Pick<LeadGateway, 'get'>;
  readonly conversations: Pick<ConversationGateway, 'markRead'>;
};

/**
 * Performs what the domain's inbox reducers ask for: a lead not stored locally is fetched and added
 * at the top; a read is sent to the server. An answer for an inbox a new search has replaced is dropped.
 */
export function performInboxEffects(
  effects: readonly InboxEffect[],
  store: InboxStore,
  ports: InboxEffectPorts,
): void {
  const inbox = store.inbox;
  for (const effect of effects) {
    if (effect.kind === 'mark-read') {
      void ports.conversations.markRead(effect.leadId, effect.lastReadMessageInstanceId).then((done) => {
        if (!done.ok) showFailure(done.error);
      });
      continue;
    }
    void ports.leads.get(effect.leadId).then((fetched) => {
      if (store.inbox !== inbox) return;
      if (fetched.ok) addFetchedLeadCounting(inbox, fetched.value);
      else abandonLeadFetch(inbox, effect.leadId);
      store.publish();
    });
  }
}
