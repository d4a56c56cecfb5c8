import type { ActionIntent, WorkflowTrack } from '../catalog/action-intent.js';
import type { ComplaintCategory } from '../catalog/complaint-category.js';
import type { FollowUpCode } from '../catalog/email-step.js';
import { NO_POSSIBLE_OPT_OUT, type ConsentAnswer } from '../compliance/consent-pending.rules.js';
import type { AppError } from '../errors/app-error.js';
import type { ConversationStarter, StartConversationRequest } from '../flows/conversation-starter.port.js';
import { FORCED_CONVERSATION_WARNINGS } from '../flows/start-conversation.rules.js';
import { ASSISTANT_REPLIES } from '../assistant/assistant-replies.js';
import { checkLastMessage } from '../flows/dt-last-message.rules.js';
import type {
  BulkInitiation,
  FollowUpWorkflow,
  LeadWorkflowGateway,
  OutboundPreview,
  OutboundPreviewRequest,
} from '../leads/lead-workflow-gateway.port.js';
import { OPTED_OUT_MESSAGE } from '../leads/opt-out.rules.js';
import type { LeadId } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof LeadWorkflowGateway | 'start';

/**
 * Lead workflows in memory: every workflow a lead was put through is kept in order (`workflowsOf`),
 * and starting a conversation (alone or in bulk) initiates it. A second start without isForced is
 * refused with the server's forced-conversation warning (spec 1 §4).
 */
export class InMemoryLeadWorkflowGateway implements LeadWorkflowGateway, ConversationStarter {
  readonly #failures = new FailureQueue<Operation>();
  readonly #workflows = new Map<number, string[]>();

  /** When previews say the text would be held (quiet hours); null: it goes now. */
  previewScheduledFor: string | null = null;

  constructor(private readonly leads: InMemoryLeadGateway) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  /** What the lead went through, e.g. ['track:CUSTOMER_NO_SHOW', 'gm-handoff:CQ']. */
  workflowsOf(leadId: number): readonly string[] {
    return [...(this.#workflows.get(leadId) ?? [])];
  }

  track(leadId: LeadId, track: WorkflowTrack) {
    return this.#record('track', leadId, `track:${track}`);
  }

  inboundAppointment(leadId: LeadId, actionIntent: ActionIntent) {
    return this.#record('inboundAppointment', leadId, `inbound-appointment:${actionIntent}`);
  }

  gmHandoff(leadId: LeadId, parameter?: ComplaintCategory) {
    return this.#record('gmHandoff', leadId, `gm-handoff${parameter ? `:${parameter}` : ''}`);
  }

  manualHandoff(leadId: LeadId) {
    return this.#record('manualHandoff', leadId, 'manual-handoff');
  }

  /** A lead with no question waiting is refused as the server refuses it; an answer clears it. */
  async answerPossibleOptOut(leadId: LeadId, answer: ConsentAnswer): Promise<Result<void, AppError>> {
    const lead = this.leads.find(leadId);
    const refused =
      this.#failures.take('answerPossibleOptOut') ??
      this.leads.unknown(leadId) ??
      (lead?.consentPending ? undefined : serverRejection(400, NO_POSSIBLE_OPT_OUT));
    if (refused) return err(refused);
    this.leads.update(leadId, (current) => ({
      ...current,
      consentPending: null,
      customerMaster: {
        ...current.customerMaster,
        blockSms: current.customerMaster.blockSms || answer === 'confirm-opt-out',
      },
    }));
    this.#push(leadId, `possible-opt-out:${answer}`);
    return ok(undefined);
  }

  markNoShow(leadId: LeadId) {
    return this.#record('markNoShow', leadId, 'no-show');
  }

  followUp(leadId: LeadId, workflow: FollowUpWorkflow) {
    return this.#record(
      'followUp',
      leadId,
      `follow-up:${workflow.followupType ?? workflow.userFollowup ?? ''}`,
    );
  }

  initiateFollowUp(leadId: LeadId, followupType: FollowUpCode) {
    return this.#record('initiateFollowUp', leadId, `initiate-follow-up:${followupType}`);
  }

  /** Every lead must be known; each one not yet initiated is started. */
  async initiateBulk(initiation: BulkInitiation): Promise<Result<void, AppError>> {
    const refused =
      this.#failures.take('initiateBulk') ??
      (initiation.leadIds.length === 0
        ? serverRejection(400, 'futureServiceInteractionIds is empty')
        : undefined) ??
      initiation.leadIds.map((id) => this.leads.unknown(id)).find(Boolean);
    if (refused) return err(refused);
    for (const id of initiation.leadIds) {
      this.leads.update(id, (lead) => ({ ...lead, conversationInitiated: true }));
      this.#push(id, 'bulk-initiate');
    }
    return ok(undefined);
  }

  async start(request: StartConversationRequest): Promise<Result<LeadId, AppError>> {
    const lead = this.leads.find(request.id);
    const refused =
      this.#failures.take('start') ??
      this.leads.unknown(request.id) ??
      (lead?.conversationInitiated && !request.isForced
        ? serverRejection(400, FORCED_CONVERSATION_WARNINGS[0])
        : undefined);
    if (refused) return err(refused);
    this.leads.update(request.id, (current) => ({ ...current, conversationInitiated: true }));
    this.#push(request.id, request.isForced ? 'start:forced' : 'start');
    return ok(request.id);
  }

  /** A start previews a greeting; an intent its assistant reply; the dialogue its Last Message. */
  async previewOutbound(
    leadId: LeadId,
    request: OutboundPreviewRequest,
  ): Promise<Result<OutboundPreview, AppError>> {
    const refused = this.#failures.take('previewOutbound') ?? this.leads.unknown(leadId);
    const lead = this.leads.find(leadId);
    if (refused || !lead) return err(refused ?? serverRejection(404, 'Lead not found.'));
    const customer = lead.customerMaster;
    const lastMessage =
      request.action === 'DATE_TIME_DIALOGUE' ? checkLastMessage(request.lastMessage) : null;
    const text =
      request.action === 'ACTION_INTENT'
        ? ASSISTANT_REPLIES[request.actionIntent]
        : lastMessage
          ? lastMessage.ok
            ? lastMessage.value
            : null
          : `Hi ${customer.firstName}, this is your service team.`;
    const blockedReason = customer.blockSms
      ? OPTED_OUT_MESSAGE
      : lastMessage && !lastMessage.ok
        ? lastMessage.error
        : null;
    return ok({
      text,
      to: customer.cellular,
      toName: `${customer.firstName} ${customer.lastName}`.trim(),
      scheduledFor: text === null ? null : this.previewScheduledFor,
      blockedReason,
      warning:
        request.action === 'START_CONVERSATION' && lead.conversationInitiated
          ? FORCED_CONVERSATION_WARNINGS[0]
          : null,
    });
  }

  async #record(operation: Operation, leadId: number, entry: string): Promise<Result<void, AppError>> {
    const refused = this.#failures.take(operation) ?? this.leads.unknown(leadId);
    if (refused) return err(refused);
    this.#push(leadId, entry);
    return ok(undefined);
  }

  #push(leadId: number, entry: string): void {
    this.#workflows.set(leadId, [...(this.#workflows.get(leadId) ?? []), entry]);
  }
}
