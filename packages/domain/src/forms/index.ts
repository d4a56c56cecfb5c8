export * from './lead-submission.schema.js';
export * from './lead-form-makes.js';
export * from './lead-form.rules.js';
export * from './mailing-list.rules.js';
export * from './mileage-selection.rules.js';
export * from './appointment-form.rules.js';
export * from './mailing-list.schema.js';
export * from './mailing-list-gateway.port.js';
