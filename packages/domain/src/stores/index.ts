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
