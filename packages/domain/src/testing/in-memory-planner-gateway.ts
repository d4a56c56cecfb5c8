import type { AppError } from '../errors/app-error.js';
import type { Lead, LeadPage } from '../leads/lead.schema.js';
import type { PlannerGateway } from '../planners/planner-gateway.port.js';
import type {
  FirstInteractionRequest,
  PlannerRun,
  PlannerRunRequest,
} from '../planners/planner-run.rules.js';
import { PlannerSearchPayloadSchema, type PlannerSearchPayload } from '../planners/planner-search.rules.js';
import type { PlannerDefinition, PlannerRow } from '../planners/planner.schema.js';
import type {
  BulkStartPreview,
  PlannerTransfer,
  PlannerTransferResult,
} from '../planners/planner-start.schema.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { requestRefusal } from '../errors/request-check.js';
import { err, ok, type Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import { InMemoryPlannerStarts } from './in-memory-planner-starts.js';
import { FailureQueue } from './server-rejection.js';

type Operation = keyof PlannerGateway;
/** Every planner the port runs: the GET runs and the POSTed ones. */
export type PlannerKey =
  PlannerRun | 'honda-old-model' | 'honda-service-pass' | 'first-interaction' | 'state-inspection' | 'audit';
type Answer<T> = Promise<Result<T, AppError>>;

/**
 * The planners in memory: each planner predicts the rows set for it, narrowed to one customer number
 * when the search names one; a transfer marks the rows it answered as transferred.
 */
export class InMemoryPlannerGateway implements PlannerGateway {
  readonly #rows = new Map<PlannerKey, PlannerRow[]>();
  #definitions: PlannerDefinition[] = [];
  #responseTimeLeads: Lead[] = [];
  readonly #failures = new FailureQueue<Operation>();
  /** Every planner asked and with what, for assertions. */
  readonly runs: { readonly planner: PlannerKey; readonly request: unknown }[] = [];
  readonly emailAlerts: PlannerRunRequest[] = [];
  /** Transfers and bulk start previews; `starts.transfers` lists what was transferred. */
  readonly starts = new InMemoryPlannerStarts();

  setRows(planner: PlannerKey, rows: readonly PlannerRow[]): void {
    this.#rows.set(planner, [...rows]);
  }

  setResponseTimeLeads(leads: readonly Lead[]): void {
    this.#responseTimeLeads = [...leads];
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  run(run: PlannerRun, search: PlannerSearchPayload): Answer<ListPage<PlannerRow>> {
    return this.#predict('run', run, search);
  }
  runHondaOldModel(request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#predict('runHondaOldModel', 'honda-old-model', request);
  }
  runHondaServicePass(request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#predict('runHondaServicePass', 'honda-service-pass', request);
  }
  runStateInspection(_store: StoreRef, request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#predict('runStateInspection', 'state-inspection', request);
  }
  audit(request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#predict('audit', 'audit', request);
  }

  runFirstInteraction(request: FirstInteractionRequest): Answer<ListPage<PlannerRow>> {
    this.runs.push({ planner: 'first-interaction', request });
    return answerOr(this.#failures.take('runFirstInteraction'), () =>
      ok(
        inMemoryPage(
          this.#transfer('first-interaction', this.#rows.get('first-interaction') ?? [], request.transfer),
        ),
      ),
    );
  }

  emailPlannerAlert(request: PlannerRunRequest): Answer<Acknowledgement> {
    return answerOr(
      this.#failures.take('emailPlannerAlert') ?? requestRefusal(PlannerSearchPayloadSchema, request),
      () => {
        this.emailAlerts.push(request);
        return ok({ message: 'Successfully Sent' });
      },
    );
  }

  leadsByResponseTime(query: { readonly mrtTime: number } & PageWindow): Answer<LeadPage> {
    return answerOr(this.#failures.take('leadsByResponseTime'), () => {
      const page = pagedAnswer(this.#responseTimeLeads, query);
      return page.ok ? ok({ ...page.value, data: [...page.value.data] }) : page;
    });
  }

  definitions(_enterpriseId?: number): Answer<ListPage<PlannerDefinition>> {
    return answerOr(this.#failures.take('definitions'), () => ok(inMemoryPage(this.#definitions)));
  }

  saveDefinition(definition: PlannerDefinition): Answer<PlannerDefinition> {
    return answerOr(this.#failures.take('saveDefinition'), () => {
      const id = definition.id ?? Math.max(0, ...this.#definitions.map((d) => d.id ?? 0)) + 1;
      const saved = { ...definition, id };
      this.#definitions = [...this.#definitions.filter((d) => d.id !== id), saved];
      return ok(saved);
    });
  }

  async transfer(transfer: PlannerTransfer): Answer<PlannerTransferResult> {
    const refused = this.#failures.take('transfer');
    if (refused) return err(refused);
    // The run names a transfer sends are the fake's keys, but for the first-service run.
    const planner = (transfer.run === 'first-service' ? 'first-interaction' : transfer.run) as PlannerKey;
    const { rows, answer } = this.starts.transfer(this.#rows.get(planner) ?? [], transfer);
    this.#rows.set(planner, rows);
    return answer;
  }

  async previewBulkStart(futureServiceInteractionIds: readonly number[]): Answer<BulkStartPreview> {
    const refused = this.#failures.take('previewBulkStart');
    if (refused) return err(refused);
    return this.starts.preview([...this.#rows.values()].flat(), futureServiceInteractionIds);
  }

  async #predict(
    operation: Operation,
    planner: PlannerKey,
    search: PlannerSearchPayload,
  ): Answer<ListPage<PlannerRow>> {
    this.runs.push({ planner, request: search });
    const refused = this.#failures.take(operation) ?? requestRefusal(PlannerSearchPayloadSchema, search);
    if (refused) return err(refused);
    const rows = (this.#rows.get(planner) ?? []).filter(
      (row) => search.cust_no === null || row.cust_no === search.cust_no,
    );
    const page = pagedAnswer(rows, search);
    if (!page.ok) return page;
    return ok({ ...page.value, data: this.#transfer(planner, page.value.data, search.transfer) });
  }

  /** Transferring turns the answered rows into leads: they come back, and stay, transferred. */
  #transfer(planner: PlannerKey, rows: readonly PlannerRow[], transfer: boolean | undefined): PlannerRow[] {
    if (transfer !== true) return [...rows];
    const moved = new Set(rows);
    this.#rows.set(
      planner,
      (this.#rows.get(planner) ?? []).map((row) => (moved.has(row) ? { ...row, transferred: true } : row)),
    );
    return rows.map((row) => ({ ...row, transferred: true }));
  }
}
