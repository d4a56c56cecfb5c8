/**
 * The repair-orders context's public surface (`@torque/domain/repair-orders`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  type Advisor,
  AdvisorPageSchema,
  type Opcode,
  OpcodePageSchema,
  type ServiceOrder,
  ServiceOrderPageSchema,
  ServiceOrderSchema,
} from './service-order.schema.js';
export * from './repair-order-gateway.port.js';
export {
  SWIMLANE_LANES,
  swimlaneLane,
  swimlaneStatusCode,
  type SwimlaneStatusCode,
} from './swimlane-lane.js';
export * from './swimlane-query.js';
export * from './repair-order-status.rules.js';
export * from './advisor-people.rules.js';
export * from './simulated-shop.rules.js';
