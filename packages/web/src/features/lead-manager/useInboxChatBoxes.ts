import {
  applyIncomingMessages,
  closeConversation,
  leadManagerPath,
  openConversation,
  type LeadId,
  type LeadManagerView,
  type MessageInstance,
} from '@torque/domain';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../services/services-context';
import { useChatBoxes } from '../chat-boxes';
import { performInboxEffects } from './inbox-effects';
import type { InboxStore } from './inbox-store';

/**
 * The chat boxes over the inbox: the address's lead opens (or brings forward) its box, opening marks
 * it read (domain openConversation: unread to 0, counters down, never below 0, the server told when
 * shouldMarkReadOnServer); the box in front is the address; closing one goes to the next.
 */
export function useInboxChatBoxes(store: InboxStore, view: LeadManagerView, leadId: LeadId | null) {
  const { leads, conversations } = useServices();
  const navigate = useNavigate();
  const boxes = useChatBoxes({
    onOpened: (id) => {
      const opened = openConversation(store.inbox, id);
      store.publish();
      if (opened.ok) performInboxEffects(opened.value.effects, store, { leads, conversations });
    },
    onRefused: (focused) => void navigate(leadManagerPath(view, focused), { replace: true }),
    onClosed: (id, focused) => {
      closeConversation(store.inbox, id);
      store.publish();
      if (id === leadId) void navigate(leadManagerPath(view, focused), { replace: true });
    },
  });
  const { openBox } = boxes;

  useEffect(() => {
    if (leadId !== null) openBox(leadId);
  }, [leadId, openBox]);

  const focus = useCallback((id: LeadId) => void navigate(leadManagerPath(view, id)), [navigate, view]);
  const back = useCallback(() => void navigate(view.path), [navigate, view]);

  /** The conversation told the server itself (a lead opened before the list held it): read locally. */
  const readLocally = useCallback(
    (id: LeadId) => {
      openConversation(store.inbox, id);
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

  return { ...boxes, focus, back, readLocally, sent } as const;
}
