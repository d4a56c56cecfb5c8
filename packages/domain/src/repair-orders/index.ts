export * from './service-order.schema.js';
export * from './repair-order-gateway.port.js';
