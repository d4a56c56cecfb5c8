/**
 * The routing context's public surface (`@torque/domain/routing`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  canUseVehicleMenus,
  deploymentVariantFrom,
  hostOf,
  VARIANT_HOST_MARKERS,
  variantBehaviour,
  variantFromHost,
} from './deployment-variant.rules.js';
export { canSeeResponseTime, leadManagerVariant } from './lead-manager-variant.rules.js';
export * from './public-page-params.js';
export {
  dealRoomTarget,
  type DeepLinkRecord,
  deepLinkToStore,
  destinationAfterLogin,
  FSI_PARAM,
  isSafeReturnPath,
  leadManagerServicePage,
  returnPathAfterLogin,
} from './deep-link.rules.js';
export {
  EMAIL_AUTO_RESPONSE_ROUTE,
  LOGIN_ROUTE,
  type Page,
  REGISTER_ROUTE,
  type RouteDecision,
} from './route-page.js';
export { chooseRoute, isLeadSubmissionHost, LEAD_SUBMISSION_HOST_MARKER } from './route-choice.rules.js';
export * from './deep-link-store.port.js';
export * from './shell-preference-store.port.js';
export {
  ALL_SERVICES_TAB,
  CONVERSATION_INITIATED_FILTERS,
  CUSTOMER_TYPE_FILTERS,
  LEAD_MANAGER_VIEWS,
  leadManagerLocation,
  leadManagerPath,
  type LeadManagerView,
  leadManagerViewsFor,
  mayOpenLeadManagerView,
  NO_RESPONSE_AT_ALL_STATUS,
  SERVICE_TABS,
  serviceTypesOfTab,
  variantOfView,
} from './lead-manager-view.rules.js';
export { mayOpenArea, STAFF_AREAS, type StaffArea, staffAreasFor } from './staff-areas.rules.js';
