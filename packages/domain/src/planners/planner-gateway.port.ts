import type { AppError } from '../errors/app-error.js';
import type { LeadPage } from '../leads/lead.schema.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import type { PlannerDefinition, PlannerRow } from './planner.schema.js';
import type { FirstInteractionRequest, PlannerRun, PlannerRunRequest } from './planner-run.rules.js';
import type { PlannerSearchPayload } from './planner-search.rules.js';
import type { BulkStartPreview, PlannerTransfer, PlannerTransferResult } from './planner-start.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The predictive planners on the server (openapi tag planners; spec 2 §7 "Planner runs"). */
export interface PlannerGateway {
  /** Runs one of the GET planners; `transfer` turns the predicted rows into leads. */
  run(run: PlannerRun, search: PlannerSearchPayload): Answer<ListPage<PlannerRow>>;
  runHondaOldModel(request: PlannerRunRequest): Answer<ListPage<PlannerRow>>;
  runHondaServicePass(request: PlannerRunRequest): Answer<ListPage<PlannerRow>>;
  runFirstInteraction(request: FirstInteractionRequest): Answer<ListPage<PlannerRow>>;
  runStateInspection(store: StoreRef, request: PlannerRunRequest): Answer<ListPage<PlannerRow>>;
  /** E-mails the planner's alert for the search. */
  emailPlannerAlert(request: PlannerRunRequest): Answer<Acknowledgement>;
  /** lisa/art: leads by message response time (minutes). */
  leadsByResponseTime(query: { readonly mrtTime: number } & PageWindow): Answer<LeadPage>;
  definitions(enterpriseId?: number): Answer<ListPage<PlannerDefinition>>;
  /** Saves a definition; one without an id is added and answered with its new id. */
  saveDefinition(definition: PlannerDefinition): Answer<PlannerDefinition>;
  audit(request: PlannerRunRequest): Answer<ListPage<PlannerRow>>;
  /** Turns chosen rows into leads ('Successfully Transfered'); a row already a lead answers that lead. */
  transfer(transfer: PlannerTransfer): Answer<PlannerTransferResult>;
  /** What a bulk start of these leads would text and whom it would leave out, and why; nothing is sent. */
  previewBulkStart(futureServiceInteractionIds: readonly number[]): Answer<BulkStartPreview>;
}
