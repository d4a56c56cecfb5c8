import type { AppError } from '../errors/app-error.js';
import type { DtDialogPayload } from '../flows/dt-dialog.payload.js';
import type { DtDialogGateway } from '../flows/dt-dialog.port.js';
import type { LeadFlagsGateway, LeadMetadata, LeadTrackerUpdate } from '../leads/lead-flags-gateway.port.js';
import {
  withAiEnabled,
  withAppointmentSet,
  withConversationClosed,
  withDtDialogEnabled,
  withResponseRequired,
} from '../leads/lead-flags.rules.js';
import type { PreStatus, ResponseRequiredStatus } from '../leads/lead-status.schema.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import { isOutcomeAllowed } from '../leads/outcome-reason.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation =
  | 'setAiEnabled'
  | 'setAppointmentSet'
  | 'setConversationClosed'
  | 'responseRequired'
  | 'setResponseRequired'
  | 'preStatus'
  | 'updateMetadata'
  | 'updateTracker'
  | 'dtDialog';

/**
 * A lead's flags and tracker in memory, written to the lead gateway fake so a later `get` shows them,
 * as the server's lead record does. Also the date-time dialogue call: resume sets dtDialogEnabled,
 * disable clears it.
 */
export class InMemoryLeadFlagsGateway implements LeadFlagsGateway, DtDialogGateway {
  readonly #failures = new FailureQueue<Operation>();
  readonly #responseTypes = new Map<number, string | null>();
  readonly #metadata = new Map<number, Record<string, string | null>>();
  /** Every date-time dialogue payload received, for assertions. */
  readonly dtDialogPayloads: DtDialogPayload[] = [];

  constructor(private readonly leads: InMemoryLeadGateway) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  metadataOf(leadId: number): Readonly<Record<string, string | null>> {
    return { ...(this.#metadata.get(leadId) ?? {}) };
  }

  setAiEnabled(leadId: LeadId, aiEnabled: boolean): Promise<Result<void, AppError>> {
    return this.#write('setAiEnabled', leadId, (lead) => withAiEnabled(lead, aiEnabled));
  }

  setAppointmentSet(leadId: LeadId, appointmentSet: boolean): Promise<Result<void, AppError>> {
    return this.#write('setAppointmentSet', leadId, (lead) => withAppointmentSet(lead, appointmentSet));
  }

  setConversationClosed(leadId: LeadId, closed: boolean): Promise<Result<void, AppError>> {
    return this.#write('setConversationClosed', leadId, (lead) => withConversationClosed(lead, closed));
  }

  async responseRequired(leadId: LeadId): Promise<Result<ResponseRequiredStatus, AppError>> {
    const refused = this.#failures.take('responseRequired') ?? this.leads.unknown(leadId);
    const lead = this.leads.find(leadId);
    if (refused || !lead) return err(refused ?? serverRejection(404, `No lead ${leadId}`));
    return ok({
      futureServiceInteractionId: leadId,
      responseReqd: lead.responseReqd,
      type: lead.responseReqd ? (this.#responseTypes.get(leadId) ?? null) : null,
    });
  }

  setResponseRequired(leadId: LeadId, responseReqd: boolean, type?: string): Promise<Result<void, AppError>> {
    return this.#write('setResponseRequired', leadId, (lead) => {
      this.#responseTypes.set(leadId, responseReqd ? (type ?? null) : null);
      return withResponseRequired(lead, responseReqd);
    });
  }

  /** NOT_STARTED until a conversation is initiated, then the lead's stage. */
  async preStatus(leadId: LeadId): Promise<Result<PreStatus, AppError>> {
    const refused = this.#failures.take('preStatus') ?? this.leads.unknown(leadId);
    const lead = this.leads.find(leadId);
    if (refused || !lead) return err(refused ?? serverRejection(404, `No lead ${leadId}`));
    const status = lead.conversationInitiated ? lead.stage : 'NOT_STARTED';
    return ok({ futureServiceInteractionId: leadId, status, stage: lead.stage });
  }

  updateMetadata(leadId: LeadId, metadata: LeadMetadata): Promise<Result<void, AppError>> {
    return this.#write('updateMetadata', leadId, (lead) => {
      this.#metadata.set(leadId, { ...this.#metadata.get(leadId), ...metadata });
      return lead;
    });
  }

  /** A reason must be one the (new or current) stage allows (outcomeReasonsFor). */
  async updateTracker(update: LeadTrackerUpdate): Promise<Result<void, AppError>> {
    const stage = update.stage ?? this.leads.find(update.id)?.stage ?? '';
    const refused =
      this.#failures.take('updateTracker') ??
      this.leads.unknown(update.id) ??
      (update.reason === undefined || isOutcomeAllowed(stage, update.reason)
        ? undefined
        : serverRejection(400, `Reason ${update.reason} is not allowed in stage ${stage}`));
    if (refused) return err(refused);
    this.leads.update(update.id, (lead) => ({
      ...lead,
      ...(update.stage === undefined ? {} : { stage: update.stage }),
      ...(update.responseInsight === undefined ? {} : { responseInsight: update.responseInsight }),
    }));
    return ok(undefined);
  }

  /** dtDialog/resume when enabling, dtDialog/disable otherwise. */
  send(payload: DtDialogPayload): Promise<Result<void, AppError>> {
    this.dtDialogPayloads.push(payload);
    return this.#write('dtDialog', payload.id, (lead) => withDtDialogEnabled(lead, payload.dtDialogEnabled));
  }

  async #write(
    operation: Operation,
    leadId: number,
    change: (lead: Lead) => Lead,
  ): Promise<Result<void, AppError>> {
    const refused = this.#failures.take(operation) ?? this.leads.unknown(leadId);
    if (refused) return err(refused);
    this.leads.update(leadId, change);
    return ok(undefined);
  }
}
