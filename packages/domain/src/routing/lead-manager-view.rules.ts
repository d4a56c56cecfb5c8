import { POSSIBLE_OPT_OUT_STATUS, POSSIBLE_OPT_OUTS_TITLE } from '../compliance/consent-pending.rules.js';
import type { LeadList, LeadListFilter } from '../leads/lead-list-gateway.port.js';
import type { LeadId } from '../leads/lead.schema.js';
import { GM_HANDOFF_STATUS, MANUAL_HANDOFF_STATUS } from '../leads/hand-off-status.js';
import { SERVICE_TYPES } from '../leads/service-type.js';
import { LeadIdSchema } from '../leads/lead.schema.js';
import { LEAD_MANAGER_ROUTE } from '../session/landing-route.rules.js';
import type { Role } from '../session/role.js';
import { STAFF_AREAS } from './staff-areas.rules.js';
import { leadManagerVariant, type LeadManagerVariant } from './lead-manager-variant.rules.js';
import { normalizePathname } from './query-string.js';

/**
 * The lead manager's views (spec 1 §2 routes, spec 2 §2 screens) and the list each one searches
 * (spec 2 §7). The spec gives paths only for the lead manager and its global inbox variants; the
 * other paths are ours, one segment under /leadmanager, never all digits (that is a lead id).
 */
export type LeadManagerViewId =
  | 'lead-manager'
  | 'global-inbox'
  | 'global-inbox-zero'
  | 'max-response-time'
  | 'follow-up'
  | 'contact-later'
  | 'lead-at-risk'
  | 'no-response-at-all'
  | 'gm-handoff'
  | 'manual-handoff'
  | 'opt-out'
  | 'possible-opt-outs'
  | 'archived'
  | 'smart-follow-up'
  | 'failure-follow-up'
  | 'audit-planner';

/** The lead manager's own search (LeadGateway.search), or one of the lead lists (LeadListGateway). */
export type LeadManagerViewSource =
  { readonly kind: 'lead-manager' } | { readonly kind: 'list'; readonly list: LeadList };

export type LeadManagerView = {
  readonly id: LeadManagerViewId;
  readonly title: string;
  readonly path: string;
  readonly source: LeadManagerViewSource;
  /** Filter fields the view always sends, beside the user's search and filters. */
  readonly filter: LeadListFilter;
};

const view = (
  id: LeadManagerViewId,
  title: string,
  segment: string | null,
  source: LeadManagerViewSource,
  filter: LeadListFilter = {},
): LeadManagerView =>
  Object.freeze({
    id,
    title,
    path: segment === null ? LEAD_MANAGER_ROUTE : `${LEAD_MANAGER_ROUTE}/${segment}`,
    source,
    filter: Object.freeze(filter),
  });

const list = (name: LeadList): LeadManagerViewSource => ({ kind: 'list', list: name });

/** Spec 2 §4: "Lead response status NO_RESPONSE_AT_ALL_LEAD is routed to its own search." */
export const NO_RESPONSE_AT_ALL_STATUS = 'NO_RESPONSE_AT_ALL_LEAD';

/** In the order the view picker lists them. */
export const LEAD_MANAGER_VIEWS: readonly LeadManagerView[] = [
  view('lead-manager', 'Lead manager', null, { kind: 'lead-manager' }),
  view('global-inbox', 'Global inbox', 'globalinbox', list('global-inbox')),
  view('global-inbox-zero', 'Global inbox zero', 'globalinbox0', list('global-inbox-zero')),
  view('max-response-time', 'Max response time', 'max-response-time', list('global-inbox')),
  view('follow-up', 'Follow-up', 'follow-up', list('follow-up')),
  view('contact-later', 'Contact later', 'contact-later', list('contact-later')),
  view('lead-at-risk', 'Lead at risk', 'lead-at-risk', list('at-risk')),
  view('no-response-at-all', 'No response at all', 'no-response-at-all', list('no-response-at-all'), {
    leadResponseStatus: NO_RESPONSE_AT_ALL_STATUS,
  }),
  // Manual hand-off has no list call of its own in spec 2 §7: both hand-off views search the hand-off
  // list, each narrowed to its kind of hand-off (leads/hand-off-status.ts), which the server honours.
  view('gm-handoff', 'GM hand-off', 'gm-handoff', list('gm-handoff'), {
    leadResponseStatus: GM_HANDOFF_STATUS,
  }),
  view('manual-handoff', 'Manual hand-off', 'manual-handoff', list('gm-handoff'), {
    leadResponseStatus: MANUAL_HANDOFF_STATUS,
  }),
  view('opt-out', 'Opt-out (TCPA)', 'opt-out', list('tcpa')),
  // Issue 29: the replies that may ask to stop, waiting for staff's answer (every one has an inbound text).
  view('possible-opt-outs', POSSIBLE_OPT_OUTS_TITLE, 'possible-opt-outs', list('global-inbox'), {
    leadResponseStatus: POSSIBLE_OPT_OUT_STATUS,
  }),
  view('archived', 'Archived', 'archived', list('archived')),
  view('smart-follow-up', 'Smart follow-up', 'smart-follow-up', list('lisa-follow-up')),
  view('failure-follow-up', 'Failure follow-up', 'failure-follow-up', list('lisa-follow-up-failures')),
  view('audit-planner', 'Audit planner', 'audit-planner', list('audit-planner')),
];

/**
 * Who may open a view: the staff-area table decides for the views that are areas of their own (the
 * global inbox variants are for the super messaging roles); every other view is the lead manager's.
 */
export function mayOpenLeadManagerView(candidate: LeadManagerView, role: Role): boolean {
  const area =
    STAFF_AREAS.find((staffArea) => staffArea.path === candidate.path) ??
    STAFF_AREAS.find((staffArea) => staffArea.path === LEAD_MANAGER_ROUTE);
  return area?.roles.includes(role) ?? false;
}

export const leadManagerViewsFor = (role: Role): readonly LeadManagerView[] =>
  LEAD_MANAGER_VIEWS.filter((candidate) => mayOpenLeadManagerView(candidate, role));

/** The route variant of a view: its delay styling and response-time rules (lead-manager-variant.rules). */
export const variantOfView = (candidate: LeadManagerView): LeadManagerVariant =>
  leadManagerVariant(candidate.path) as LeadManagerVariant;

export type LeadManagerLocation = { readonly view: LeadManagerView; readonly leadId: LeadId | null };

/**
 * Reads /leadmanager[/<view>][/<lead id>]: the view (the lead manager when none is named) and the
 * chat box a deep link opens. Anything else under /leadmanager is undefined.
 */
export function leadManagerLocation(pathname: string): LeadManagerLocation | undefined {
  const path = normalizePathname(pathname);
  if (path !== LEAD_MANAGER_ROUTE && !path.startsWith(`${LEAD_MANAGER_ROUTE}/`)) return undefined;
  const segments = path.slice(LEAD_MANAGER_ROUTE.length).split('/').filter(Boolean);
  const last = segments.at(-1);
  const parsedId = last !== undefined && /^\d+$/.test(last) ? LeadIdSchema.safeParse(Number(last)) : null;
  if (parsedId && !parsedId.success) return undefined;
  const leadId = parsedId?.success ? parsedId.data : null;
  const viewSegments = leadId === null ? segments : segments.slice(0, -1);
  if (viewSegments.length > 1) return undefined;
  const viewPath =
    viewSegments.length === 0 ? LEAD_MANAGER_ROUTE : `${LEAD_MANAGER_ROUTE}/${viewSegments[0]}`;
  const found = LEAD_MANAGER_VIEWS.find((candidate) => candidate.path === viewPath);
  return found ? { view: found, leadId } : undefined;
}

/** The address of a view, with a chat box open when a lead is given. */
export const leadManagerPath = (candidate: LeadManagerView, leadId?: LeadId | null): string =>
  leadId == null ? candidate.path : `${candidate.path}/${leadId}`;

/**
 * Spec 1 §5 customer type filter, 'all' meaning no filter. The spec does not list the types; SERVICE
 * and SALES are the two the lead records carry.
 */
export const CUSTOMER_TYPE_FILTERS = [
  { value: 'all', label: 'All customers' },
  { value: 'SERVICE', label: 'Service' },
  { value: 'SALES', label: 'Sales' },
] as const;

/** Spec 1 §5 conversation-initiated filter. */
export const CONVERSATION_INITIATED_FILTERS = [
  { value: 'all', label: 'All conversations' },
  { value: 'true', label: 'Initiated' },
  { value: 'false', label: 'Not initiated' },
] as const;

/** The list's service tabs: every lead, or one service type (spec 2 §9 service types). */
export const ALL_SERVICES_TAB = 'all';
export const SERVICE_TABS: readonly string[] = [ALL_SERVICES_TAB, ...SERVICE_TYPES];

/**
 * The service types a tab's list holds, i.e. the tabs it loads (spec 1 §4: a real-time message for a
 * lead not stored locally fetches it when its service tab is loaded): the 'all' tab holds every one.
 */
export const serviceTypesOfTab = (tab: string): readonly string[] =>
  tab === ALL_SERVICES_TAB ? SERVICE_TYPES : [tab];
