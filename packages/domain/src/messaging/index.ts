export * from './sms-text.js';
export * from './outgoing-message.rules.js';
export * from './compose-outgoing.js';
export * from './composer.machine.js';
export * from './filters.rules.js';
export * from './bulk-conversation.schema.js';
export * from './bulk-conversation-gateway.port.js';
export * from './email-auto-response-gateway.port.js';
