/**
 * The sales context's public surface (`@torque/domain/sales`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  SalesPageSchema,
  type SalesRecord,
  type VcpMaster,
  VcpMasterPageSchema,
  VcpMasterSchema,
} from './sales.schema.js';
export * from './sales-gateway.port.js';
