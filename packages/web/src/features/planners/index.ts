export { PlannersPage } from './PlannersPage';
// The bulk start confirmation, reused by the mailing lists screen's 'Text this list'.
export { BulkStartModal } from './BulkStartModal';
export { START_BATCH, type BulkStartStep } from './useBulkStart';
