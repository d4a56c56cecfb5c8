/**
 * The settings context's public surface (`@torque/domain/settings`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  type DatasourceMapping,
  DatasourceMappingSchema,
  type DealerVaultDelivery,
  DealerVaultDeliveryPageSchema,
  type Logo,
  LogoSchema,
  type Scheduler,
  SchedulerPageSchema,
  SchedulerSchema,
  type ServiceInteractionMapping,
  ServiceInteractionMappingPageSchema,
  type StoreReviewLink,
  StoreReviewLinkSchema,
  type SyncHistory,
  SyncHistoryPageSchema,
  type Tenant,
  TenantPageSchema,
  TenantSchema,
  type UiScreen,
  UiScreenPageSchema,
} from './settings.schema.js';
export {
  DATASOURCE_NOT_CONFIGURED,
  datasourceNotConfigured,
  DMS_NOT_SUPPORTING_SYNC,
  MAPPING_SAVED,
  schedulerNotCreated,
  SYNCED_SUCCESSFULLY,
  syncFailed,
  UNABLE_TO_CREATE_SCHEDULER,
} from './settings-notices.js';
export * from './settings-gateway.port.js';
export {
  ChatCredentialsTestResponseSchema,
  type ChatCredentialsTestResponse,
  type PhoneNumber,
  type PhoneNumberOrder,
  PhoneNumberOrderSchema,
  PhoneNumberPageSchema,
  PhoneNumberSchema,
  type SmsConfigurationValidation,
  SmsConfigurationValidationSchema,
  type SmsProvider,
  type StoreMessagingNumbers,
  StoreMessagingNumbersListSchema,
  StoreMessagingNumbersSchema,
} from './phone-number.schema.js';
export * from './chat-credentials.rules.js';
export * from './messaging-numbers-gateway.port.js';
export { isAreaCode, isStoreNumber, proposeNumbers, simulatedStock } from './phone-number-proposals.rules.js';
export {
  isTwilioAccountSid,
  isTwilioAuthToken,
  SMS_CONFIGURATION_FIELDS,
  smsConfigurationProblem,
} from './sms-configuration.rules.js';
export {
  DATA_SOURCES,
  type DataSource,
  dataSourceSupportsSync,
  isDataSource,
  SYNC_TYPES,
  type SyncType,
} from './data-source-sync.rules.js';
export { SMS_PROVIDERS } from './phone-number.schema.js';
