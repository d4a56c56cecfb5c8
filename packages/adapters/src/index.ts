/** @torque/adapters — implementations of @torque/domain's ports over HTTP, IndexedDB and the browser. */
export * from './http/api-client.js';
export * from './http/call-api.js';
export * from './http/auth.http.js';
export * from './http/leads.http.js';
export * from './http/conversation.http.js';
export * from './http/assistants.http.js';
export * from './browser/browser-session-store.js';
export * from './browser/sign-out.js';
export * from './idb/torque-db.js';
export * from './idb/dexie-lead-cache.js';
export * from './di/tokens.js';
export * from './di/browser-module.js';
