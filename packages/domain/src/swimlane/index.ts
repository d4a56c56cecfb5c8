export * from './swimlane-lane.js';
export * from './swimlane-notices.js';
export * from './swimlane-query.js';
export * from './bridge-store.schema.js';
export * from './swimlane-bridge-gateway.port.js';
