export * from './user-admin-gateway.port.js';
export * from './developer.schema.js';
export * from './developer-gateway.port.js';
