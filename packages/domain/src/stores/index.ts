/**
 * The stores context's public surface (`@torque/domain/stores`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './assistant.schema.js';
export * from './assistant-gateway.port.js';
export {
  BocPageSchema,
  type BrandTimezone,
  BrandTimezonePageSchema,
  type Enterprise,
  EnterprisePageSchema,
  EnterpriseSchema,
  type EnterpriseStore,
  EnterpriseStorePageSchema,
  type InteractionCustomerType,
  InteractionCustomerTypeSchema,
} from './store.schema.js';
export * from './stores-gateway.port.js';
export * from './organisation-codes.rules.js';
export * from './office-time-zone.rules.js';
export * from './enterprise-logo.rules.js';
export * from './ui-screens.rules.js';
export * from './assistant-files.rules.js';
export * from './organisation.schema.js';
export * from './organisation-admin-gateway.port.js';
/** A BOC as the lists send it (id, bocId code, bocName). */
export { BocSchema } from '../leads/lead.schema.js';
