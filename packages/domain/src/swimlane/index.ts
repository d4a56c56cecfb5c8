/**
 * The swimlane context's public surface (`@torque/domain/swimlane`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './swimlane-notices.js';
export { type BridgeStore, BridgeStorePageSchema } from './bridge-store.schema.js';
export * from './swimlane-bridge-gateway.port.js';
export * from './dealer-management-system.port.js';
export * from './dms-wire.schema.js';
export * from './service-board.rules.js';
