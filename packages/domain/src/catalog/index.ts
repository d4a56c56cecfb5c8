/**
 * The catalog context's public surface (`@torque/domain/catalog`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export { DEPLOYMENT_VARIANTS, type DeploymentVariantOrUnknown } from './deployment-variant.js';
export {
  canonicalClassificationCode,
  CLASSIFICATION_MEANINGS,
  CLASSIFICATION_VARIANT_ONLY,
  classificationCodesFor,
  classificationLabel,
  classificationMeaning,
} from './classification-code.js';
export {
  COMPLAINT_CATEGORIES,
  type ComplaintCategory,
  complaintCategoryMeaning,
} from './complaint-category.js';
export { HANDOFF_OUTCOMES, handoffOutcomeLabel } from './handoff-outcome.js';
export {
  CUSTOMER_TAG_GROUPS,
  CUSTOMER_TAGS,
  customerTagForShortCode,
  customerTagShortCode,
  isCustomerTag,
  unknownCustomerTag,
  type CustomerTagGroup,
} from './customer-tag.js';
export { EMAIL_STEPS, FOLLOW_UP_CODES, type FollowUpCode, isFollowUpCode } from './email-step.js';
export { serviceMileageOptions } from './service-mileage.js';
export {
  ACTION_INTENT_LABELS,
  ACTION_INTENTS,
  type ActionIntent,
  checkIntentChosen,
  DEFAULT_ACTION_INTENTS,
  defaultActionTarget,
  isActionIntent,
  PLEASE_SELECT_AN_INTENT,
  WORKFLOW_TRACKS,
  type WorkflowTrack,
} from './action-intent.js';
export { chatTypeLabel } from './chat-type.js';
export { US_STATES, usStateName } from './us-states.js';
export { SCREEN_FILTERS, screenFilterOptions } from './screen-filter.js';
export {
  ADVISOR_DEFAULT,
  APPOINTMENT_SWIMLANE_FETCH,
  EIGHT_HOURS_MS,
  KNOWN_ENTERPRISE_IDS,
  LEAD_MANAGER_FETCH,
  PHONE_NUMBER_SEARCH_SIZE,
} from './constants.js';
export {
  DEAL_ROOM_TO_LEAD_MANAGER_MODE,
  DEFAULT_TENANT_MODE,
  TENANT_MODES,
  type TenantMode,
  tenantModeFrom,
} from './tenant-mode.js';
