export { PlannersPage } from './PlannersPage';
// The bulk start confirmation, reused by the mailing lists screen's 'Text this list'.
export { BulkStartModal } from './BulkStartModal';
export type { BulkStartStep } from './bulk-start-step';
export { START_BATCH, startConfirmedLeads } from './start-confirmed-leads';
