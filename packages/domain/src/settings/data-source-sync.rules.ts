/**
 * The data sources a store's DMS data can come from (data-source configuration, spec 2 §2). A sync
 * asks the DMS for what changed, so only the sources that answer such a question can sync; a file
 * drop (DealerVault) or a manual upload cannot, and a sync of such a store is 'DMS not supporting Sync'.
 */
export const DATA_SOURCES = ['CDK', 'REYNOLDS', 'DEALERTRACK', 'DEALERVAULT', 'MANUAL_UPLOAD'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

const SYNCING: readonly DataSource[] = ['CDK', 'REYNOLDS', 'DEALERTRACK'];

export const isDataSource = (value: string): value is DataSource =>
  (DATA_SOURCES as readonly string[]).includes(value);

/** Whether a store whose data comes from this source can be synced on demand. */
export function dataSourceSupportsSync(source: string): boolean {
  return isDataSource(source) && SYNCING.includes(source);
}

/** The two syncs of the data-sync tab: manual (the DMS's changes) and display (the board's view). */
export const SYNC_TYPES = ['MANUAL', 'DISPLAY'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];
