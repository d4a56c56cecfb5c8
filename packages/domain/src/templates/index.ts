export * from './template-placeholder.js';
export * from './template-context.js';
export * from './template-render.js';
export * from './template-body.js';
export * from './template-save.rules.js';
export * from './template-insert-menu.js';
export * from './template-notices.js';
