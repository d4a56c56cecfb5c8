import {
  ALL_SERVICES_TAB,
  DEFAULT_LEAD_PAGE_SIZE,
  isAll,
  LEAD_STAGES,
  type LeadStage,
  type AppError,
  type LeadGateway,
  type LeadListGateway,
  type LeadListSearch,
  type LeadManagerView,
  type LeadPage,
  type LeadSearch,
  type Result,
} from '@torque/domain';

/** What the user narrowed the list to: search text, filters (spec 1 §5) and service tab. */
export type LeadQuery = {
  readonly searchText: string;
  readonly customerType: string;
  readonly conversationInitiated: NonNullable<LeadSearch['conversationInitiated']>;
  readonly serviceTab: string;
  /** A lead stage, or 'all'. */
  readonly stage: string;
};

export const INITIAL_LEAD_QUERY: LeadQuery = {
  searchText: '',
  customerType: 'all',
  conversationInitiated: 'all',
  serviceTab: ALL_SERVICES_TAB,
  stage: 'all',
};

const isStage = (value: string): value is LeadStage => (LEAD_STAGES as readonly string[]).includes(value);

/** One page's search: the view's own filter, then what the user chose; 'all' is not sent. */
export function leadSearchOf(view: LeadManagerView, query: LeadQuery, page: number): LeadListSearch {
  const text = query.searchText.trim();
  return {
    ...view.filter,
    page,
    size: DEFAULT_LEAD_PAGE_SIZE,
    ...(text ? { searchText: text } : {}),
    ...(isAll(query.customerType) ? {} : { customerType: query.customerType }),
    ...(isAll(query.conversationInitiated) ? {} : { conversationInitiated: query.conversationInitiated }),
    ...(isAll(query.serviceTab) ? {} : { serviceType: query.serviceTab }),
    ...(isStage(query.stage) ? { stage: query.stage } : {}),
  };
}

export type LeadSearchPorts = {
  readonly leads: Pick<LeadGateway, 'search'>;
  readonly leadLists: Pick<LeadListGateway, 'search'>;
};

/** The call a view's list makes: the lead manager's own search, or its lead list. */
export function searchView(
  ports: LeadSearchPorts,
  view: LeadManagerView,
  search: LeadListSearch,
): Promise<Result<LeadPage, AppError>> {
  return view.source.kind === 'lead-manager'
    ? ports.leads.search(search)
    : ports.leadLists.search(view.source.list, search);
}

export const queryKey = (view: LeadManagerView, query: LeadQuery): string =>
  JSON.stringify([
    view.id,
    query.searchText,
    query.customerType,
    query.conversationInitiated,
    query.serviceTab,
    query.stage,
  ]);
