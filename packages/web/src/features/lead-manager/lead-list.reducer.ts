import type { Lead, LeadId, LeadPage, MessageInstance } from '@torque/domain';

/** The lead manager's list: pages appended as they arrive, for one search at a time. */
export type LeadListState = {
  readonly searchText: string;
  readonly leads: readonly Lead[];
  readonly total: number;
  /** The last page received (-1 before the first). */
  readonly page: number;
  readonly status: 'loading' | 'idle' | 'failed';
};

export type LeadListAction =
  | { type: 'search'; searchText: string }
  | { type: 'pageRequested' }
  | { type: 'pageLoaded'; searchText: string; result: LeadPage }
  | { type: 'pageFailed'; searchText: string }
  | { type: 'leadRead'; leadId: LeadId }
  | { type: 'messageSent'; leadId: LeadId; message: MessageInstance };

export const initialLeadList = (searchText = ''): LeadListState => ({
  searchText,
  leads: [],
  total: 0,
  page: -1,
  status: 'loading',
});

const updateLead = (state: LeadListState, leadId: LeadId, change: (lead: Lead) => Lead): LeadListState => ({
  ...state,
  leads: state.leads.map((lead) => (lead.id === leadId ? change(lead) : lead)),
});

export function leadListReducer(state: LeadListState, action: LeadListAction): LeadListState {
  switch (action.type) {
    case 'search':
      return initialLeadList(action.searchText);
    case 'pageRequested':
      return { ...state, status: 'loading' };
    case 'pageLoaded': {
      // An answer for an older search is dropped.
      if (action.searchText !== state.searchText) return state;
      const known = new Set(state.leads.map((lead) => lead.id));
      const fresh = action.result.data.filter((lead) => !known.has(lead.id));
      return {
        ...state,
        leads: [...state.leads, ...fresh],
        total: action.result.total,
        page: action.result.page,
        status: 'idle',
      };
    }
    case 'pageFailed':
      // Spec 1 §7: a failed list fetch leaves an empty list.
      if (action.searchText !== state.searchText) return state;
      return { ...state, leads: [], total: 0, status: 'failed' };
    case 'leadRead':
      return updateLead(state, action.leadId, (lead) => ({ ...lead, totalUnreadCount: 0 }));
    case 'messageSent':
      return updateLead(state, action.leadId, (lead) => ({
        ...lead,
        latestMessage: action.message,
        lastMessageId: action.message.id,
      }));
  }
}

export const hasMoreLeads = (state: LeadListState): boolean => state.leads.length < state.total;
