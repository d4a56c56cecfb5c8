export * from './inbound-signals.js';
export * from './inbound-classifier.js';
export * from './assistant-replies.js';
