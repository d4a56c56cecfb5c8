import { DEFAULT_LEAD_PAGE_SIZE, type LeadId, type MessageInstance } from '@torque/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useServices } from '../../app/services-context';
import { showFailure } from '../../ui/notices';
import { hasMoreLeads, initialLeadList, leadListReducer } from './lead-list.reducer';

/** The lead manager's list for a search text: first page on each search, the next on demand. */
export function useLeadList(searchText: string) {
  const { leads } = useServices();
  const [state, dispatch] = useReducer(leadListReducer, searchText, initialLeadList);
  const inFlight = useRef<string | null>(null);

  const fetchPage = useCallback(
    async (text: string, page: number) => {
      const key = `${text}|${page}`;
      if (inFlight.current === key) return;
      inFlight.current = key;
      dispatch({ type: 'pageRequested' });
      const trimmed = text.trim();
      const result = await leads.search({
        page,
        size: DEFAULT_LEAD_PAGE_SIZE,
        ...(trimmed ? { searchText: trimmed } : {}),
      });
      if (inFlight.current === key) inFlight.current = null;
      if (result.ok) {
        dispatch({ type: 'pageLoaded', searchText: text, result: result.value });
      } else {
        dispatch({ type: 'pageFailed', searchText: text });
        showFailure(result.error);
      }
    },
    [leads],
  );

  useEffect(() => {
    dispatch({ type: 'search', searchText });
    void fetchPage(searchText, 0);
  }, [fetchPage, searchText]);

  const loadMore = useCallback(() => {
    if (state.status !== 'idle' || !hasMoreLeads(state)) return;
    void fetchPage(state.searchText, state.page + 1);
  }, [fetchPage, state]);

  const markRead = useCallback((leadId: LeadId) => dispatch({ type: 'leadRead', leadId }), []);
  const messageSent = useCallback(
    (leadId: LeadId, message: MessageInstance) => dispatch({ type: 'messageSent', leadId, message }),
    [],
  );

  return { ...state, hasMore: hasMoreLeads(state), loadMore, markRead, messageSent } as const;
}
