/** The data tabs of /settings (issue 20): planner mapping, data source, data sync, DMS view, dealer vault. */
export { DataSourcePanel } from './DataSourcePanel';
export { DataSyncPanel } from './DataSyncPanel';
export { DealerVaultPanel } from './DealerVaultPanel';
export { DmsViewPanel } from './DmsViewPanel';
export { PlannerMappingPanel } from './PlannerMappingPanel';
export { ReviewLinkPanel } from './ReviewLinkPanel';
