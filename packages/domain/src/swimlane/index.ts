export * from './swimlane-notices.js';
export * from './bridge-store.schema.js';
export * from './swimlane-bridge-gateway.port.js';
