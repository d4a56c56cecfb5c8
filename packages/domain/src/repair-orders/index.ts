export * from './service-order.schema.js';
export * from './repair-order-gateway.port.js';
export * from './swimlane-lane.js';
export * from './swimlane-query.js';
