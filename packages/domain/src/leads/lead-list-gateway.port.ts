import type { AppError } from '../errors/app-error.js';
import type { OfficeScope } from '../session/office-scope.js';
import type { Result } from '../shared/result.js';
import type { DealStatus, ResponseInsight, UserFollowup } from './lead-codes.js';
import type { LeadManagerData } from './lead-list.schema.js';
import type { LeadSearch } from './lead-search.js';
import type { LeadStage } from './lead-stage.js';
import type { LeadPage } from './lead.schema.js';

/**
 * The lead lists beside the lead manager's own search (spec 1 §7, spec 2 §7 lead search), each its own
 * search call: the custom-search variants, the global inbox, contact later, follow-up, the lisa lists,
 * open-RO and the swimlane lists.
 */
export const LEAD_LISTS = [
  'custom-search-v2',
  'custom-search-v3',
  'no-response-at-all',
  'global-inbox',
  'global-inbox-zero',
  'contact-later',
  'contact-later-global-inbox',
  'contact-later-marks',
  'email-follow-up',
  'gm-handoff',
  'tcpa',
  'audit-planner',
  'at-risk',
  'archived',
  'follow-up',
  'lisa-global-inbox',
  'lisa-global-inbox-zero',
  'lisa-lead-manager',
  'lisa-sms-opt-out',
  'lisa-follow-up',
  'lisa-automated-lead-manager',
  'lisa-follow-up-failures',
  'lisa-email',
  'open-ro',
  'open-ro-v2',
  'open-ro-lead-manager-v2',
  'swimlane-global-inbox',
  'swimlane-lead-manager',
  'swimlane-pre-csi-list',
  'swimlane-appt-reminder-list',
] as const;
export type LeadList = (typeof LEAD_LISTS)[number];

/** The lead search filter every list takes (LeadSearchFilter), paged zero-based. UI-only flags are never sent. */
export type LeadListSearch = LeadSearch & {
  readonly enterpriseId?: number;
  readonly bocId?: number;
  readonly storeIds?: readonly number[];
  /** PRE_CSI_LIST picks the pre-CSI list. */
  readonly serviceTypes?: readonly string[];
  readonly stage?: LeadStage;
  readonly responseInsight?: ResponseInsight;
  /** e.g. NO_RESPONSE_AT_ALL_LEAD. */
  readonly leadResponseStatus?: string;
  readonly userFollowup?: UserFollowup;
  readonly dealStatus?: DealStatus;
  /** YYYY-MM-DD. */
  readonly startDate?: string;
  readonly endDate?: string;
  /** Max response time, in minutes. */
  readonly mrtTime?: number;
};

export type LeadListFilter = Omit<LeadListSearch, 'page' | 'size'>;

/** Which appointment-set count: the lead manager's, or the lisa custom-search one. */
export type AppointmentSetCountVariant = 'lead-manager' | 'lisa';

export type PreCsiQuery = { readonly storeId?: number; readonly page: number; readonly size: number };

/** The lead lists and lead-manager figures on the server. */
export interface LeadListGateway {
  /** One page of a list, newest activity first. */
  search(list: LeadList, search: LeadListSearch): Promise<Result<LeadPage, AppError>>;
  /** How many leads matching the filter have an appointment set. */
  countAppointmentSet(
    filter: LeadListFilter,
    variant: AppointmentSetCountVariant,
  ): Promise<Result<number, AppError>>;
  /** The pre-CSI leads of a store (GET /api/lisa/swimlane/pre-csi). */
  preCsi(query: PreCsiQuery): Promise<Result<LeadPage, AppError>>;
  /** Lead-manager figures for a company office. */
  leadManagerData(scope: OfficeScope): Promise<Result<LeadManagerData, AppError>>;
}
