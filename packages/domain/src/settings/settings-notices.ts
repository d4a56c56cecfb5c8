import type { AppError } from '../errors/app-error.js';

/** Spec 2 §8 settings notices, word for word. */
export const DATASOURCE_NOT_CONFIGURED = 'Datasource is not configured';
export const DMS_NOT_SUPPORTING_SYNC = 'DMS not supporting Sync';
export const UNABLE_TO_CREATE_SCHEDULER = 'Unable to create scheduler';
export const MAPPING_SAVED = 'Mapping Saved Successfully.';
export const SCHEDULER_CREATED = 'Scheduler created successfully';
export const SYNCED_SUCCESSFULLY = 'Synced Successfully';

/** A store or enterprise without a data-source configuration (the server answers 404). */
export const datasourceNotConfigured = (): AppError => ({
  code: 'DATASOURCE_NOT_CONFIGURED',
  message: DATASOURCE_NOT_CONFIGURED,
  tone: 'warning',
  status: 404,
});

/** Any failed manual or display sync (spec 2 §8 "sync failure"). */
export const syncFailed = (): AppError => ({
  code: 'SYNC_FAILED',
  message: DMS_NOT_SUPPORTING_SYNC,
  tone: 'danger',
});

export const schedulerNotCreated = (): AppError => ({
  code: 'SCHEDULER_NOT_CREATED',
  message: UNABLE_TO_CREATE_SCHEDULER,
  tone: 'danger',
});
