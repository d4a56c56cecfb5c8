export * from './sms-text.js';
export * from './outgoing-message.schema.js';
export * from './outgoing-message.rules.js';
export * from './compose-outgoing.js';
export * from './composer.machine.js';
export * from './filters.rules.js';
