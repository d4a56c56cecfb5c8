import {
  appendLeads,
  createInbox,
  DEFAULT_LEAD_PAGE_SIZE,
  readConversationKeepingRead,
  seedUnreadCounts,
  serviceTypesOfTab,
  unreadCountEntries,
  unreadCountsOf,
  type InboxEffect,
  type LeadManagerView,
  type MarkReadContext,
} from '@torque/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { performInboxEffects } from './inbox-effects';
import { CachedFirstPage } from './cached-first-page';
import type { InboxStore } from './inbox-store';
import { leadSearchOf, queryKey, searchView, type LeadQuery } from './lead-query';

type PagesState = {
  readonly key: string;
  readonly status: 'loading' | 'idle' | 'failed';
  readonly total: number;
  /** The last page received (-1 before the first). */
  readonly page: number;
};

/**
 * The pages of a view's list for a query, loaded into the domain inbox: a new query starts a new
 * inbox (the open chat boxes and the unread counters carry over), further pages go to its bottom.
 * The unread counters start from the server's counts once.
 */
export function useLeadPages(
  store: InboxStore,
  view: LeadManagerView,
  query: LeadQuery,
  context: MarkReadContext,
) {
  const services = useServices();
  const { leads, leadLists, conversations, unreadCounts, inboxCache } = services;
  const [cachedPage] = useState(() => new CachedFirstPage(inboxCache, store));
  const key = queryKey(view, query);
  const [state, setState] = useState<PagesState>({ key, status: 'loading', total: 0, page: -1 });
  const current = useRef<string | null>(null);
  const seeded = useRef(false);
  const { storeId, enterpriseId } = context;

  const fetchPage = useCallback(
    async (page: number) => {
      const asked = current.current;
      setState((previous) => ({ ...previous, status: 'loading' }));
      const result = await searchView({ leads, leadLists }, view, leadSearchOf(view, query, page));
      if (current.current !== asked) return;
      if (!result.ok) {
        // Spec 1 §7: a failed list fetch leaves an empty list.
        setState((previous) => ({ ...previous, status: 'failed', total: 0 }));
        showFailure(result.error);
        return;
      }
      // The first page replaces the cached rows shown meanwhile, and becomes the cached page.
      const inbox = page === 0 ? cachedPage.replaceShown() : store.inbox;
      if (page === 0) cachedPage.remember(asked ?? '', result.value.data, result.value.total);
      appendLeads(inbox, result.value.data);
      // A chat box opened before its lead was listed is read now that the lead is stored.
      const effects: InboxEffect[] = [];
      for (const id of inbox.chatBoxes.open) {
        effects.push(...readConversationKeepingRead(inbox, id).effects);
      }
      store.publish();
      performInboxEffects(effects, store, { leads, conversations });
      setState((previous) => ({
        ...previous,
        status: 'idle',
        total: result.value.total,
        page: result.value.page,
      }));
    },
    [cachedPage, conversations, leadLists, leads, query, store, view],
  );

  useEffect(() => {
    if (current.current === key) return;
    const previous = store.inbox;
    current.current = key;
    store.replace(
      createInbox({
        openChatBoxes: previous.chatBoxes.open,
        focusedChatBox: previous.chatBoxes.focused,
        loadedServiceTabs: serviceTypesOfTab(query.serviceTab),
        context: { storeId, enterpriseId },
        ...(seeded.current ? unreadCountsOf(previous) : {}),
      }),
    );
    setState({ key, status: 'loading', total: 0, page: -1 });
    void fetchPage(0);
    // Spec 1 §3: the inbox cache shows the list's last first page until the network answers.
    void cachedPage
      .show(key, () => current.current === key)
      .then((total) => {
        if (total !== null && current.current === key)
          setState((previous) => (previous.page === -1 ? { ...previous, total } : previous));
      });
  }, [cachedPage, enterpriseId, fetchPage, key, query.serviceTab, storeId, store]);

  const firstCounts = useMemo(
    () => Promise.all([unreadCounts.byService(), unreadCounts.byStore()]),
    [unreadCounts],
  );
  useEffect(() => {
    let live = true;
    void firstCounts.then(([byService, byStore]) => {
      if (!live || seeded.current) return;
      seeded.current = true;
      seedUnreadCounts(store.inbox, {
        byService: byService.ok ? unreadCountEntries(byService.value) : [],
        byStore: byStore.ok
          ? unreadCountEntries(byStore.value).map(([storeKey, count]) => [Number(storeKey), count] as const)
          : [],
      });
      store.publish();
    });
    return () => {
      live = false;
    };
  }, [firstCounts, store]);

  // Pages are counted, not stored leads: real-time fetches add leads at the top too.
  const hasMore =
    state.key === key && state.status === 'idle' && (state.page + 1) * DEFAULT_LEAD_PAGE_SIZE < state.total;
  const loadMore = useCallback(() => {
    if (hasMore) void fetchPage(state.page + 1);
  }, [fetchPage, hasMore, state.page]);

  return {
    status: state.key === key ? state.status : 'loading',
    total: state.key === key ? state.total : 0,
    hasMore,
    loadMore,
  } as const;
}
