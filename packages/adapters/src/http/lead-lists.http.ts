import {
  CountSchema,
  LeadManagerDataSchema,
  LeadPageSchema,
  type AppError,
  type AppointmentSetCountVariant,
  type LeadList,
  type LeadListFilter,
  type LeadListGateway,
  type LeadListSearch,
  type LeadManagerData,
  type LeadPage,
  type OfficeScope,
  type PreCsiQuery,
  type Result,
  type SessionStore,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { defined, enterpriseHeader, picked } from './call-helpers.js';
import type { components } from '@torque/contract';

/** The list calls that carry the enterpriseId header (openapi README, Security). */
const WITH_ENTERPRISE = {
  'custom-search-v2': '/api/future-service-interaction/v2/custom-search',
  'custom-search-v3': '/api/future-service-interaction/v3/custom-search',
  'lisa-global-inbox': '/api/lisa/custom-search/gi',
  'lisa-global-inbox-zero': '/api/lisa/custom-search/gi0',
  'lisa-lead-manager': '/api/lisa/custom-search/leadManager',
  'lisa-sms-opt-out': '/api/lisa/custom-search/sms-opt-out',
  'lisa-follow-up': '/api/lisa/custom-search/follow-up',
  'lisa-automated-lead-manager': '/api/lisa/custom-search/automated/lead-manager',
  'lisa-follow-up-failures': '/api/lisa/followup-failure/v2',
  'lisa-email': '/api/lisa/email-search',
  'open-ro': '/api/future-service-interaction/openro/custom-search',
  'open-ro-v2': '/api/future-service-interaction/openro/v2/custom-search',
  'open-ro-lead-manager-v2': '/api/future-service-interaction/openro/v2/leadManager',
} as const;

const WITHOUT_ENTERPRISE = {
  'no-response-at-all': '/api/future-service-interaction/nraa-search',
  'global-inbox': '/api/future-service-interaction/gi',
  'global-inbox-zero': '/api/future-service-interaction/gi0',
  'contact-later': '/api/future-service-interaction/contact-later-lm2-search',
  'contact-later-global-inbox': '/api/future-service-interaction/contact-later-gi-search',
  'contact-later-marks': '/api/marks/search-by-contact-later',
  'email-follow-up': '/api/future-service-interaction/email/follow-up',
  'gm-handoff': '/api/future-service-interaction/gmhandoff',
  tcpa: '/api/future-service-interaction/tcpa-search',
  'audit-planner': '/api/future-service-interaction/audit-planner-search',
  'at-risk': '/api/future-service-interaction/lead-at-risk',
  archived: '/api/future-service-interaction/archived-screen',
  'follow-up': '/api/future-service-interaction/followup',
  'swimlane-global-inbox': '/api/lisa/swimlane/gi',
  'swimlane-lead-manager': '/api/lisa/swimlane/leadManager',
  'swimlane-pre-csi-list': '/api/lisa/swimlane/pre-csi-list',
  'swimlane-appt-reminder-list': '/api/lisa/swimlane/appt-reminder-list',
} as const;

/** Every list's call path; a list without one fails the build. */
export const LEAD_LIST_PATHS: Readonly<Record<LeadList, string>> = {
  ...WITH_ENTERPRISE,
  ...WITHOUT_ENTERPRISE,
};

type LeadSearchFilter = components['schemas']['LeadSearchFilter'];

/** The contract's LeadSearchFilter: only its fields, so UI-only flags (followupScreen, ...) are never sent. */
export function leadSearchFilter(filter: LeadListFilter): LeadSearchFilter {
  return defined({
    searchText: filter.searchText,
    serviceType: filter.serviceType,
    customerType: filter.customerType,
    conversationInitiated: filter.conversationInitiated,
    storeId: filter.storeId,
    enterpriseId: filter.enterpriseId,
    bocId: filter.bocId,
    storeIds: filter.storeIds && [...filter.storeIds],
    serviceTypes: filter.serviceTypes && [...filter.serviceTypes],
    stage: filter.stage,
    responseInsight: filter.responseInsight,
    leadResponseStatus: filter.leadResponseStatus,
    userFollowup: filter.userFollowup,
    dealStatus: filter.dealStatus,
    startDate: filter.startDate,
    endDate: filter.endDate,
    mrtTime: filter.mrtTime,
  });
}

export class HttpLeadListGateway implements LeadListGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly sessionStore: SessionStore,
    private readonly options: CallOptions = {},
  ) {}

  search(list: LeadList, search: LeadListSearch): Promise<Result<LeadPage, AppError>> {
    const { page, size, ...filter } = search;
    const body = leadSearchFilter(filter);
    const query = { page, size };
    const request =
      list in WITH_ENTERPRISE
        ? () =>
            this.client.POST(WITH_ENTERPRISE[list as keyof typeof WITH_ENTERPRISE], {
              params: { query, header: enterpriseHeader(this.sessionStore) },
              body,
            })
        : () =>
            this.client.POST(WITHOUT_ENTERPRISE[list as keyof typeof WITHOUT_ENTERPRISE], {
              params: { query },
              body,
            });
    return callApi(request, LeadPageSchema, this.options);
  }

  countAppointmentSet(
    filter: LeadListFilter,
    variant: AppointmentSetCountVariant,
  ): Promise<Result<number, AppError>> {
    const path =
      variant === 'lisa'
        ? '/api/lisa/custom-search/appointment-set-count'
        : '/api/future-service-interaction/appointment-set-count';
    const answer = callApi(
      () =>
        this.client.POST(path, {
          params: { header: enterpriseHeader(this.sessionStore) },
          body: leadSearchFilter(filter),
        }),
      CountSchema,
      this.options,
    );
    return picked(answer, (count) => count.count);
  }

  preCsi(query: PreCsiQuery): Promise<Result<LeadPage, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/lisa/swimlane/pre-csi', {
          params: { query: defined({ store_id_pk: query.storeId, page: query.page, size: query.size }) },
        }),
      LeadPageSchema,
      this.options,
    );
  }

  leadManagerData(scope: OfficeScope): Promise<Result<LeadManagerData, AppError>> {
    return callApi(
      () =>
        this.client.GET('/leadmanager/getLeadManagerDataForCompanyOffice', {
          params: { query: { ...scope } },
        }),
      LeadManagerDataSchema,
      this.options,
    );
  }
}
