/**
 * The leads context's public surface (`@torque/domain/leads`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  type Boc,
  type Customer,
  customerName,
  type Lead,
  type LeadId,
  LeadIdSchema,
  type LeadPage,
  LeadPageSchema,
  LeadSchema,
  type Mark,
  MarkSchema,
  type ServiceVehicle,
  ServiceVehicleSchema,
  type Store,
} from './lead.schema.js';
export * from './customer-language.js';
export * from './opt-out.rules.js';
export * from './vehicle-title.js';
export * from './lead-stage.js';
export { DEFAULT_SERVICE_TYPE, SERVICE_TYPES, type ServiceType, serviceTypeLabel } from './service-type.js';
export * from './lead-search.js';
export * from './lead-gateway.port.js';
export * from './lead-cache.port.js';
export * from './customer-edit.rules.js';
export * from './new-customer.rules.js';
export * from './phone-line-type.js';
export * from './swimlane-lead-list.rules.js';
export * from './inbox-cache.port.js';
export {
  FURTHER_REASON_NAMES,
  isOutcomeAllowed,
  OUTCOME_REASONS_BY_STAGE,
  outcomeReasonsFor,
} from './outcome-reason.rules.js';
export {
  DEAL_STATUS_VALUES,
  FUNNEL_COUNTS,
  NO_RESPONSE_AT_ALL_LEAD,
  OTHER_STATUS_VALUES,
  RESPONSE_INSIGHTS,
  USER_FOLLOWUP_VALUES,
} from './lead-codes.js';
export {
  addSmsOptOut,
  removeSmsOptOut,
  withAiEnabled,
  withAppointmentSet,
  withConversationClosed,
  withDtDialogEnabled,
  withResponseRequired,
  withSmsOptOut,
} from './lead-flags.rules.js';
export * from './lead-list.schema.js';
export * from './lead-list-gateway.port.js';
export * from './lead-status.schema.js';
export * from './pre-status.rules.js';
export * from './lead-tracker.rules.js';
export * from './lead-stage.rules.js';
export * from './lead-flags-gateway.port.js';
export * from './lead-workflow-gateway.port.js';
export {
  type CustomerRecord,
  type CustomerRecordPage,
  CustomerRecordPageSchema,
  CustomerRecordSchema,
  type CustomerConversation,
  CustomerConversationSchema,
  type DmsCustomerVehicle,
  type DmsCustomerVehiclePage,
  DmsCustomerVehiclePageSchema,
  type LineTypeUpdateResult,
  LineTypeUpdateResultSchema,
  type ServiceVehiclePage,
  ServiceVehiclePageSchema,
  type VirtualMileageRecord,
  VirtualMileageRecordSchema,
  type VirtualServiceRecord,
  type VirtualServiceRecordPage,
  VirtualServiceRecordPageSchema,
} from './customer.schema.js';
export * from './customer-gateway.port.js';
export * from './marks-gateway.port.js';
export * from './lead-submission-gateway.port.js';
export {
  isFromCustomer,
  isInternal,
  MESSAGE_DIRECTIONS,
  MESSAGE_TYPES,
  type MessageInstance,
  MessageInstanceSchema,
  type MessagePage,
  MessagePageSchema,
  NOTIFICATION_TYPES,
} from './message-instance.schema.js';
export * from './hand-off-status.js';
export { leadCodeLabel, type LeadOutcome, moveLead } from './lead-tracker.rules.js';
export {
  CONSENT_REASON_REQUIRED,
  CUSTOMER_MARK_KINDS,
  type CustomerMarkKind,
  markKindsOf,
  markLabel,
  needsConsentReason,
  searchMarkKinds,
} from './customer-mark-kinds.js';
