/**
 * The admin context's public surface (`@torque/domain/admin`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './user-admin-gateway.port.js';
export * from './user-admin.schema.js';
export * from './user-admin.rules.js';
export * from './developer.schema.js';
export * from './developer-gateway.port.js';
export * from './rejected-inbound-event.schema.js';
export * from './rejected-inbound-events-gateway.port.js';
