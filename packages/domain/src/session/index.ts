export * from './role.js';
export * from './user-session.schema.js';
export * from './primary-role.js';
export * from './landing-route.rules.js';
export * from './permissions.rules.js';
export * from './session-store.port.js';
export * from './auth-gateway.port.js';
export * from './office-scope.js';
