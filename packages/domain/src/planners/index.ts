export * from './planner-search.rules.js';
export * from './planner-results.rules.js';
export * from './planner.schema.js';
export * from './planner-run.rules.js';
export * from './planner-gateway.port.js';
