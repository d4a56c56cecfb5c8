import {
  applyIncomingMessages,
  closeConversation,
  leadManagerPath,
  openConversationKeepingRead,
  readConversation,
  type LeadId,
  type LeadManagerView,
  type MessageInstance,
} from '@torque/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { performInboxEffects } from './inbox-effects';
import type { InboxStore } from './inbox-store';

/**
 * The chat boxes as the inbox holds them (domain `inbox.chatBoxes`, spec 1 §2, §8, §9): the address's
 * lead opens its box or brings it to the front, and opening marks it read (domain openConversation:
 * unread to 0, counters down, never below 0, the server told when shouldMarkReadOnServer). A fourth
 * box is refused with the 'Limitation' warning and the address goes back to the box in front;
 * closing the address's box goes to the one now in front.
 */
export function useInboxChatBoxes(store: InboxStore, view: LeadManagerView, leadId: LeadId | null) {
  const { leads, conversations } = useServices();
  const navigate = useNavigate();
  const { open, focused } = useSyncExternalStore(store.subscribe, () => store.inbox.chatBoxes);

  useEffect(() => {
    if (leadId === null) return;
    const opened = openConversationKeepingRead(store.inbox, leadId);
    store.publish();
    if (opened.ok) {
      performInboxEffects(opened.value.effects, store, { leads, conversations });
      return;
    }
    showFailure(opened.error);
    void navigate(leadManagerPath(view, store.inbox.chatBoxes.focused), { replace: true });
  }, [conversations, leadId, leads, navigate, store, view]);

  const closeBox = useCallback(
    (id: LeadId) => {
      closeConversation(store.inbox, id);
      store.publish();
      if (id === leadId)
        void navigate(leadManagerPath(view, store.inbox.chatBoxes.focused), { replace: true });
    },
    [leadId, navigate, store, view],
  );

  const focus = useCallback((id: LeadId) => void navigate(leadManagerPath(view, id)), [navigate, view]);
  const back = useCallback(() => void navigate(view.path), [navigate, view]);

  /** The conversation told the server itself (a lead opened before the list held it): read locally. */
  const readLocally = useCallback(
    (id: LeadId) => {
      readConversation(store.inbox, id);
      store.publish();
    },
    [store],
  );

  /** A sent message moves its lead to the top and becomes its latest message, as a real-time one would. */
  const sent = useCallback(
    (id: LeadId, message: MessageInstance) => {
      const { effects } = applyIncomingMessages(store.inbox, [{ kind: 'message', leadId: id, message }]);
      store.publish();
      performInboxEffects(effects, store, { leads, conversations });
    },
    [conversations, leads, store],
  );

  return { open, focused, closeBox, focus, back, readLocally, sent } as const;
}
