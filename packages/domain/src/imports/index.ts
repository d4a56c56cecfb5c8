export * from './cv-lead.schema.js';
export * from './data-sync-file.schema.js';
export * from './upload-progress.js';
export * from './import-gateway.port.js';
