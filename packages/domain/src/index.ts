/**
 * @torque/domain — Torque's business rules. Each bounded context's public surface is re-exported here,
 * lowest layer first (the order of eslint.config.js); each is also its own entry, `@torque/domain/<context>`.
 */
export * from './shared/index.js';
export * from './errors/index.js';
export * from './format/index.js';
export * from './catalog/index.js';
export * from './compliance/index.js';
export * from './session/index.js';
export * from './forms/index.js';
export * from './leads/index.js';
export * from './routing/index.js';
export * from './stores/index.js';
export * from './conversation/index.js';
export * from './messaging/index.js';
export * from './inbox/index.js';
export * from './flows/index.js';
export * from './templates/index.js';
export * from './planners/index.js';
export * from './repair-orders/index.js';
export * from './appointments/index.js';
export * from './swimlane/index.js';
export * from './reports/index.js';
export * from './sales/index.js';
export * from './imports/index.js';
export * from './settings/index.js';
export * from './assistant/index.js';
export * from './admin/index.js';
