export * from './settings.schema.js';
export * from './settings-notices.js';
export * from './settings-gateway.port.js';
export * from './phone-number.schema.js';
export * from './chat-credentials.rules.js';
export * from './messaging-numbers-gateway.port.js';
