/** Business constants of spec 2 §9 and spec 1 §9 that belong to no single rule. */

/** Lead-manager automated fetch: /api/lisa/custom-search/automated/lead-manager?size=500&page=0. */
export const LEAD_MANAGER_FETCH = { size: 500, page: 0 } as const;
/** Appointment swimlane: /api/lisa/swimlane/appointment?size=100&page=0. */
export const APPOINTMENT_SWIMLANE_FETCH = { size: 100, page: 0 } as const;
/** Other page sizes the spec mentions without saying what they are for. */
export const OTHER_PAGE_SIZES = [100, 1000] as const;
/** Phone-number search proposes this many numbers per request (spec 2 §7). */
export const PHONE_NUMBER_SEARCH_SIZE = 10;

/** The spec's 28800000 ms constant (8 hours); what it times is not shown. */
export const EIGHT_HOURS_MS = 28_800_000;
/** Spec 1 §9 debounce. */
export const DEBOUNCE_MS = 500;

export const ADVISOR_DEFAULT = 'ALL';
/** Default division for assistants, fixed on the swimlane and service inbox. */
export const ASSISTANT_DIVISION_DEFAULT = 'DIV004';
export const DASHBOARD_DEFAULT_TAB = 'SALES';
export const ENTERPRISE_TAB_DEFAULT = 'companyList';

/** Known enterprise ids, in the spec's order. */
export const KNOWN_ENTERPRISE_IDS = [2, 4, 5, 59, 7, 10, 67, 75, 48, 78] as const;
/** Enterprise 29 runs its own 0K planner (spec 2 §6, §7). */
export const SPECIAL_0K_PLANNER_ENTERPRISE = 29;
/** Spec 1 §9: two message lists are limited to this company id. */
export const MESSAGE_LIST_COMPANY_ID = 'COM00000002';

/** Spec 2 §7: Honda service pass models, spelled as the spec spells them. */
export const HONDA_SERVICE_PASS_MODELS = [
  'Civic',
  'Ridgeline',
  'Odyssey',
  'Pilot',
  'Passport',
  'Hr-V',
  'Cr-V',
  'City',
] as const;

/** Spec 2 §7: first-interaction uses deal type New and these makes. */
export const FIRST_INTERACTION_DEAL_TYPE = 'New';
export const FIRST_INTERACTION_MAKES = ['GMC', 'Buick', 'Chev', 'CHEVROLET', 'Chevy'] as const;

/** Spec 2 §9: first-service service types and their stores (219, 219, 220). */
export const FIRST_SERVICE_STORE_IDS = {
  FIRST_SERVICE_GMC: 219,
  FIRST_SERVICE_BUICK: 219,
  FIRST_SERVICE_CHEVROLET: 220,
} as const;

/** Spec 2 §9 messaging-settings types. */
export const MESSAGING_SETTINGS_TYPES = ['CHAT', 'SMS_AND_CALL'] as const;

/** Spec 2 §3 file-upload report types. */
export const FILE_UPLOAD_REPORT_TYPES = ['PREPAID_MAINTENANCE', 'RECALL', 'HEA_ALERT', 'FEA_ALERT'] as const;
