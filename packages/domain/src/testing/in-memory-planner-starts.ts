import type { AppError } from '../errors/app-error.js';
import { FORCED_CONVERSATION_WARNINGS } from '../flows/start-conversation.rules.js';
import { OPTED_OUT_MESSAGE } from '../leads/opt-out.rules.js';
import { serviceTypeLabel } from '../leads/service-type.js';
import type { PlannerRow } from '../planners/planner.schema.js';
import type {
  BulkStartPreview,
  PlannerTransfer,
  PlannerTransferResult,
} from '../planners/planner-start.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { serverRejection } from './server-rejection.js';

/** The first lead id a transfer hands out, clear of the sample leads' ids. */
const FIRST_TRANSFERRED_LEAD = 9000;

/**
 * Transfer and the bulk start preview over the fake's planner rows: a transfer gives each chosen
 * vehicle a lead (the same one when asked again); the preview leaves out opted-out customers and leads
 * already started, with the server's words.
 */
export class InMemoryPlannerStarts {
  #nextLead = FIRST_TRANSFERRED_LEAD;
  readonly #started = new Set<number>();
  #scheduledFor: string | null = null;
  readonly transfers: PlannerTransfer[] = [];

  /** Leads already in conversation: the preview leaves them out. */
  markStarted(leadIds: readonly number[]): void {
    leadIds.forEach((id) => this.#started.add(id));
  }

  /** Quiet hours: the preview says the texts go at this ISO time. */
  holdUntil(iso: string | null): void {
    this.#scheduledFor = iso;
  }

  transfer(
    rows: PlannerRow[],
    transfer: PlannerTransfer,
  ): { readonly rows: PlannerRow[]; readonly answer: Result<PlannerTransferResult, AppError> } {
    const unknown = transfer.vehicleIds.find((id) => !rows.some((row) => row.vehicleId === id));
    if (transfer.vehicleIds.length === 0)
      return { rows, answer: err(serverRejection(400, 'vehicleIds is empty')) };
    if (unknown !== undefined)
      return { rows, answer: err(serverRejection(404, `No planner row for vehicle ${unknown}`)) };
    this.transfers.push(transfer);
    const chosen = new Set(transfer.vehicleIds);
    const moved = rows.map((row) =>
      chosen.has(row.vehicleId)
        ? {
            ...row,
            transferred: true,
            futureServiceInteractionId: row.futureServiceInteractionId ?? this.#nextLead++,
          }
        : row,
    );
    const futureServiceInteractionIds = transfer.vehicleIds.map(
      (id) => moved.find((row) => row.vehicleId === id)?.futureServiceInteractionId ?? 0,
    );
    return { rows: moved, answer: ok({ message: 'Successfully Transfered', futureServiceInteractionIds }) };
  }

  preview(rows: readonly PlannerRow[], leadIds: readonly number[]): Result<BulkStartPreview, AppError> {
    if (leadIds.length === 0) return err(serverRejection(400, 'futureServiceInteractionIds is empty'));
    const leads = leadIds.map((id) => ({
      id,
      row: rows.find((row) => row.futureServiceInteractionId === id),
    }));
    const unknown = leads.find((lead) => lead.row === undefined);
    if (unknown) return err(serverRejection(404, 'Lead not found'));
    const reasonFor = (id: number, row: PlannerRow): string | null =>
      this.#started.has(id)
        ? `${FORCED_CONVERSATION_WARNINGS[1]} ${serviceTypeLabel(row.plannedServiceType)}.`
        : row.optedOut
          ? OPTED_OUT_MESSAGE
          : null;
    const judged = leads.map(({ id, row }) => ({
      id,
      row: row as PlannerRow,
      reason: reasonFor(id, row as PlannerRow),
    }));
    const texted = judged.filter((lead) => lead.reason === null);
    return ok({
      willText: texted.length,
      scheduledFor: texted.length === 0 ? null : this.#scheduledFor,
      sampleText: texted[0]
        ? `Hi ${texted[0].row.customerName ?? ''}, your vehicle is due for service.`
        : null,
      excluded: judged.flatMap(({ id, row, reason }) =>
        reason === null
          ? []
          : [{ futureServiceInteractionId: id, customerName: row.customerName ?? '', reason }],
      ),
    });
  }
}
