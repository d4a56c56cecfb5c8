import type { AppError } from '../errors/app-error.js';
import type { UploadFile } from '../imports/upload-progress.js';
import type { ReportRow } from '../reports/report.schema.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type {
  DatasourceMapping,
  DealerVaultDelivery,
  Logo,
  Scheduler,
  ServiceInteractionMapping,
  StoreReviewLink,
  SyncHistory,
  Tenant,
  UiScreen,
} from './settings.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

export type EnterprisePageQuery = PageWindow & { readonly enterpriseId?: number };
export type SyncKind = 'manual' | 'display';
/** openapi SyncRequest; dates YYYY-MM-DD. */
export type SyncRequest = {
  readonly enterpriseId: number;
  readonly storeId?: number;
  readonly syncType?: string;
  readonly startDate?: string;
  readonly endDate?: string;
};

/** The settings screens of spec 2 §2 (logo, AI assistant file, mapping, data source, scheduler, sync, DMS). */
export interface SettingsGateway {
  logo(enterpriseId: number): Answer<Logo>;
  /** Adds the first logo or replaces the current one. */
  saveLogo(enterpriseId: number, file: UploadFile, mode: 'add' | 'replace'): Answer<Logo>;
  tenants(): Answer<ListPage<Tenant>>;
  aivaFileNames(tenantId: number): Answer<ListPage<string>>;
  setTenantAivaFile(tenantId: number, aivaFileName: string): Answer<Tenant>;
  uiScreens(enterpriseId?: number): Answer<ListPage<UiScreen>>;
  serviceInteractionMappings(enterpriseId?: number): Answer<ListPage<ServiceInteractionMapping>>;
  saveServiceInteractionMapping(mapping: ServiceInteractionMapping): Answer<Acknowledgement>;
  /** 'Datasource is not configured' when there is none. */
  datasourceConfiguration(enterpriseId: number, storeId?: number): Answer<DatasourceMapping>;
  saveDatasourceConfiguration(mapping: DatasourceMapping): Answer<Acknowledgement>;
  /** 'Unable to create scheduler' on failure. */
  createScheduler(scheduler: Scheduler): Answer<Scheduler>;
  schedulers(query: EnterprisePageQuery): Answer<ListPage<Scheduler>>;
  deleteScheduler(schedulerId: number): Answer<Acknowledgement>;
  syncHistory(query: EnterprisePageQuery): Answer<ListPage<SyncHistory>>;
  dmsView(storeIdPk: number, window: PageWindow): Answer<ListPage<ReportRow>>;
  /** The store's review link (issue 34); null when none is set. */
  reviewLink(storeId: number): Answer<StoreReviewLink>;
  /** Saves it (an https address) or clears it (null); the server's words when it refuses one. */
  saveReviewLink(storeId: number, reviewUrl: string | null): Answer<StoreReviewLink>;
  dealerVaultDeliveries(query: EnterprisePageQuery): Answer<ListPage<DealerVaultDelivery>>;
  /** 'DMS not supporting Sync' on failure. */
  runSync(kind: SyncKind, request: SyncRequest): Answer<Acknowledgement>;
}
