import {
  hasUnread,
  primaryRole,
  shouldMarkReadOnServer,
  type AppError,
  type Lead,
  type LeadId,
  type MessageInstance,
  type Result,
  type UserSession,
} from '@torque/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { visibleMessages } from './visible-messages';

type HistoryState =
  | { readonly status: 'loading'; readonly messages: readonly MessageInstance[] }
  | { readonly status: 'ready'; readonly messages: readonly MessageInstance[] }
  | { readonly status: 'failed'; readonly messages: readonly MessageInstance[]; readonly error: string };

/**
 * A lead's conversation history, oldest first. On first load it marks the conversation read
 * on the server when the domain's rule says so (spec 1 §4).
 */
export function useConversation(lead: Lead, session: UserSession, onRead: (leadId: LeadId) => void) {
  const { conversations } = useServices();
  const [history, setHistory] = useState<HistoryState>({ status: 'loading', messages: [] });
  // The panel is keyed by lead, so these describe the conversation as it was opened.
  const unreadWhenOpened = useRef(lead.totalUnreadCount);
  const markedRead = useRef(false);
  const leadId = lead.id;
  const storeId = lead.storeMaster.id;
  const enterpriseId = session.enterprise.id;
  const role = primaryRole(session);

  const markRead = useCallback(
    (messages: readonly MessageInstance[]) => {
      const last = messages.at(-1);
      const unreadCount = unreadWhenOpened.current;
      if (markedRead.current || !last || !hasUnread(unreadCount)) return;
      if (!shouldMarkReadOnServer({ storeId, enterpriseId, messageCount: messages.length, unreadCount }))
        return;
      markedRead.current = true;
      onRead(leadId);
      void conversations.markRead(leadId, last.id).then((done) => {
        if (!done.ok) showFailure(done.error);
      });
    },
    [conversations, enterpriseId, leadId, onRead, storeId],
  );

  const apply = useCallback(
    (result: Result<readonly MessageInstance[], AppError>) => {
      if (result.ok) {
        setHistory({ status: 'ready', messages: result.value });
        markRead(result.value);
      } else {
        setHistory((previous) => ({
          status: 'failed',
          messages: previous.messages,
          error: result.error.message,
        }));
      }
    },
    [markRead],
  );

  useEffect(() => {
    let live = true;
    void conversations.history(leadId).then((result) => {
      if (live) apply(result);
    });
    return () => {
      live = false;
    };
  }, [apply, conversations, leadId]);

  const reload = useCallback(() => {
    setHistory((previous) => ({ status: 'loading', messages: previous.messages }));
    void conversations.history(leadId).then(apply);
  }, [apply, conversations, leadId]);

  const messages = useMemo(() => visibleMessages(history.messages, role), [history.messages, role]);
  return { ...history, messages, reload } as const;
}
