import type { AppError } from '../errors/app-error.js';
import type { UploadFile } from '../imports/upload-progress.js';
import type { ReportRow } from '../reports/report.schema.js';
import type {
  EnterprisePageQuery,
  SettingsGateway,
  SyncKind,
  SyncRequest,
} from '../settings/settings-gateway.port.js';
import {
  datasourceNotConfigured,
  MAPPING_SAVED,
  schedulerNotCreated,
  SYNCED_SUCCESSFULLY,
  syncFailed,
} from '../settings/settings-notices.js';
import {
  SchedulerSchema,
  type DatasourceMapping,
  type DealerVaultDelivery,
  type Logo,
  type Scheduler,
  type ServiceInteractionMapping,
  type StoreReviewLink,
  type SyncHistory,
  type Tenant,
  type UiScreen,
} from '../settings/settings.schema.js';
import { systemClock, type Clock } from '../shared/clock.port.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { requestRefusal } from '../errors/request-check.js';
import { reviewUrlProblem } from '../assistant/visit-survey.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof SettingsGateway;
type Answer<T> = Promise<Result<T, AppError>>;

const nextId = (ids: readonly (number | undefined)[]): number => Math.max(0, ...ids.map((id) => id ?? 0)) + 1;
const ofEnterprise = <T extends { readonly enterpriseId?: number }>(items: readonly T[], id?: number): T[] =>
  items.filter((item) => id === undefined || item.enterpriseId === id);
/** The special failures of spec 2 §8 replace a server refusal; a signed-out session stays what it is. */
const unlessSignedOut = (failure: AppError, notice: () => AppError): AppError =>
  failure.code === 'UNAUTHORIZED' ? failure : notice();

/** The settings screens' server in memory. */
export class InMemorySettingsGateway implements SettingsGateway {
  readonly #logos = new Map<number, Logo>();
  readonly #datasources = new Map<string, DatasourceMapping>();
  #schedulers: Scheduler[] = [];
  #mappings: ServiceInteractionMapping[] = [];
  readonly #failures = new FailureQueue<Operation>();
  tenantRecords: Tenant[] = [];
  readonly aivaFiles = new Map<number, readonly string[]>();
  screens: readonly UiScreen[] = [];
  history: SyncHistory[] = [];
  readonly dmsRows = new Map<number, readonly ReportRow[]>();
  deliveries: readonly (DealerVaultDelivery & { readonly enterpriseId?: number })[] = [];
  /** Whether the DMS can sync; when not, every sync fails with 'DMS not supporting Sync'. */
  dmsSupportsSync = true;

  constructor(private readonly clock: Clock = systemClock) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  logo(enterpriseId: number): Answer<Logo> {
    return answerOr(this.#failures.take('logo'), () => {
      const logo = this.#logos.get(enterpriseId);
      return logo ? ok(logo) : err(serverRejection(404, `No logo for enterprise ${enterpriseId}`));
    });
  }
  saveLogo(enterpriseId: number, file: UploadFile, mode: 'add' | 'replace'): Answer<Logo> {
    return answerOr(this.#failures.take('saveLogo'), () => {
      if (mode === 'replace' && !this.#logos.has(enterpriseId))
        return err(serverRejection(404, `No logo for enterprise ${enterpriseId}`));
      const logo = { enterpriseId, url: `/logos/${enterpriseId}/${encodeURIComponent(file.name)}` };
      this.#logos.set(enterpriseId, logo);
      return ok(logo);
    });
  }
  tenants(): Answer<ListPage<Tenant>> {
    return answerOr(this.#failures.take('tenants'), () => ok(inMemoryPage(this.tenantRecords)));
  }
  aivaFileNames(tenantId: number): Answer<ListPage<string>> {
    return answerOr(this.#failures.take('aivaFileNames'), () =>
      ok(inMemoryPage(this.aivaFiles.get(tenantId) ?? [])),
    );
  }
  setTenantAivaFile(tenantId: number, aivaFileName: string): Answer<Tenant> {
    return answerOr(this.#failures.take('setTenantAivaFile'), () => {
      const tenant = this.tenantRecords.find((t) => t.tenantId === tenantId);
      if (!tenant) return err(serverRejection(404, `No tenant ${tenantId}`));
      if (!(this.aivaFiles.get(tenantId) ?? []).includes(aivaFileName))
        return err(serverRejection(400, `No AI assistant file ${aivaFileName}`));
      const updated = { ...tenant, aivaFileName };
      this.tenantRecords = this.tenantRecords.map((t) => (t.tenantId === tenantId ? updated : t));
      return ok(updated);
    });
  }
  uiScreens(_enterpriseId?: number): Answer<ListPage<UiScreen>> {
    return answerOr(this.#failures.take('uiScreens'), () => ok(inMemoryPage(this.screens)));
  }
  serviceInteractionMappings(_enterpriseId?: number): Answer<ListPage<ServiceInteractionMapping>> {
    return answerOr(this.#failures.take('serviceInteractionMappings'), () =>
      ok(inMemoryPage(this.#mappings)),
    );
  }
  saveServiceInteractionMapping(mapping: ServiceInteractionMapping): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('saveServiceInteractionMapping'), () => {
      const id = mapping.id ?? nextId(this.#mappings.map((m) => m.id));
      this.#mappings = [...this.#mappings.filter((m) => m.id !== id), { ...mapping, id }];
      return ok({ message: MAPPING_SAVED });
    });
  }
  datasourceConfiguration(enterpriseId: number, storeId?: number): Answer<DatasourceMapping> {
    const failure = this.#failures.take('datasourceConfiguration');
    return answerOr(failure?.status === 404 ? datasourceNotConfigured() : failure, () => {
      const found = this.#datasources.get(`${enterpriseId}/${storeId ?? ''}`);
      return found ? ok(found) : err(datasourceNotConfigured());
    });
  }
  saveDatasourceConfiguration(mapping: DatasourceMapping): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('saveDatasourceConfiguration'), () => {
      this.#datasources.set(`${mapping.enterpriseId}/${mapping.storeId ?? ''}`, mapping);
      return ok({ message: 'Successfully Updated' });
    });
  }
  createScheduler(scheduler: Scheduler): Answer<Scheduler> {
    const failure = this.#failures.take('createScheduler') ?? requestRefusal(SchedulerSchema, scheduler);
    return answerOr(failure && unlessSignedOut(failure, schedulerNotCreated), () => {
      const saved = { ...scheduler, schedulerId: nextId(this.#schedulers.map((s) => s.schedulerId)) };
      this.#schedulers.push(saved);
      return ok(saved);
    });
  }
  schedulers(query: EnterprisePageQuery): Answer<ListPage<Scheduler>> {
    return answerOr(this.#failures.take('schedulers'), () =>
      pagedAnswer(ofEnterprise(this.#schedulers, query.enterpriseId), query),
    );
  }
  deleteScheduler(schedulerId: number): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('deleteScheduler'), () => {
      if (!this.#schedulers.some((s) => s.schedulerId === schedulerId))
        return err(serverRejection(404, `No scheduler ${schedulerId}`));
      this.#schedulers = this.#schedulers.filter((s) => s.schedulerId !== schedulerId);
      return ok({ message: 'Successfully Deleted' });
    });
  }
  syncHistory(query: EnterprisePageQuery): Answer<ListPage<SyncHistory>> {
    return answerOr(this.#failures.take('syncHistory'), () =>
      pagedAnswer(ofEnterprise(this.history, query.enterpriseId), query),
    );
  }
  dmsView(storeIdPk: number, window: PageWindow): Answer<ListPage<ReportRow>> {
    return answerOr(this.#failures.take('dmsView'), () =>
      pagedAnswer(this.dmsRows.get(storeIdPk) ?? [], window),
    );
  }
  /** Review links by store (issue 34); the server's check of an https address is the domain's rule. */
  readonly reviewLinks = new Map<number, string>();
  reviewLink(storeId: number): Answer<StoreReviewLink> {
    return answerOr(this.#failures.take('reviewLink'), () =>
      ok({ storeId, reviewUrl: this.reviewLinks.get(storeId) ?? null }),
    );
  }
  saveReviewLink(storeId: number, reviewUrl: string | null): Answer<StoreReviewLink> {
    return answerOr(this.#failures.take('saveReviewLink'), () => {
      const url = reviewUrl?.trim() || null;
      const problem = url === null ? null : reviewUrlProblem(url);
      if (problem) return err(serverRejection(400, problem));
      if (url === null) this.reviewLinks.delete(storeId);
      else this.reviewLinks.set(storeId, url);
      return ok({ storeId, reviewUrl: url });
    });
  }
  dealerVaultDeliveries(query: EnterprisePageQuery): Answer<ListPage<DealerVaultDelivery>> {
    const found = ofEnterprise(this.deliveries, query.enterpriseId).map(
      ({ enterpriseId: _e, ...delivery }) => delivery,
    );
    return answerOr(this.#failures.take('dealerVaultDeliveries'), () => pagedAnswer(found, query));
  }
  runSync(kind: SyncKind, request: SyncRequest): Answer<Acknowledgement> {
    const failure = this.#failures.take('runSync') ?? (this.dmsSupportsSync ? undefined : syncFailed());
    return answerOr(failure && unlessSignedOut(failure, syncFailed), () => {
      const now = this.clock.now().toISOString();
      this.history.push({
        id: nextId(this.history.map((h) => h.id)),
        enterpriseId: request.enterpriseId,
        storeId: request.storeId ?? null,
        syncType: request.syncType ?? kind.toUpperCase(),
        status: 'COMPLETED',
        startedOn: now,
        finishedOn: now,
      });
      return ok({ message: SYNCED_SUCCESSFULLY });
    });
  }
}
