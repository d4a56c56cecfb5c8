import type { AppError } from '../errors/app-error.js';
import { withSmsOptOut } from '../leads/lead-flags.rules.js';
import type { LeadId, Mark } from '../leads/lead.schema.js';
import type { MarkTarget, MarksGateway } from '../leads/marks-gateway.port.js';
import { SMS_OPT_OUT } from '../leads/opt-out.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof MarksGateway;

const keyOf = (target: MarkTarget): string =>
  'customerId' in target
    ? `customer:${target.customerId}`
    : 'serviceVehicleId' in target
      ? `vehicle:${target.serviceVehicleId}`
      : `lead:${target.futureServiceInteractionId}`;

/**
 * Marks in memory, one per intent type on each customer, vehicle or lead (adding again replaces the
 * value). With the lead gateway fake, a SMS_OPT_OUT mark on a customer blocks SMS on every lead of that
 * customer and removing it unblocks (spec 1 §4), as the server's records do.
 */
export class InMemoryMarksGateway implements MarksGateway {
  readonly #marks = new Map<string, Mark[]>();
  readonly #failures = new FailureQueue<Operation>();
  /** The reasons staff gave, in order, for assertions (the server keeps them in the consent ledger). */
  readonly reasons: {
    readonly intentType: string;
    readonly change: 'add' | 'remove';
    readonly reason: string;
  }[] = [];

  constructor(private readonly leads?: InMemoryLeadGateway) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async add(target: MarkTarget, mark: Mark, reason?: string): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('add') ?? this.#unknownLead(target);
    if (refused) return err(refused);
    if (reason !== undefined) this.reasons.push({ intentType: mark.intentType, change: 'add', reason });
    const key = keyOf(target);
    const others = (this.#marks.get(key) ?? []).filter((m) => m.intentType !== mark.intentType);
    this.#marks.set(key, [...others, mark]);
    if (mark.intentType === SMS_OPT_OUT && 'customerId' in target) this.#optOut(target.customerId, true);
    return ok(undefined);
  }

  /** Removing a mark that is not there is refused with 404. */
  async remove(target: MarkTarget, intentType: string, reason?: string): Promise<Result<void, AppError>> {
    const key = keyOf(target);
    const marks = this.#marks.get(key) ?? [];
    const refused =
      this.#failures.take('remove') ??
      (marks.some((m) => m.intentType === intentType)
        ? undefined
        : serverRejection(404, `No ${intentType} mark`));
    if (refused) return err(refused);
    if (reason !== undefined) this.reasons.push({ intentType, change: 'remove', reason });
    this.#marks.set(
      key,
      marks.filter((m) => m.intentType !== intentType),
    );
    if (intentType === SMS_OPT_OUT && 'customerId' in target) this.#optOut(target.customerId, false);
    return ok(undefined);
  }

  customerMarks(customerId: number): Promise<Result<readonly Mark[], AppError>> {
    return this.#read('customerMarks', { customerId });
  }

  vehicleMarks(serviceVehicleId: number): Promise<Result<readonly Mark[], AppError>> {
    return this.#read('vehicleMarks', { serviceVehicleId });
  }

  leadMarks(leadId: LeadId): Promise<Result<readonly Mark[], AppError>> {
    return this.#read('leadMarks', { futureServiceInteractionId: leadId });
  }

  async #read(operation: Operation, target: MarkTarget): Promise<Result<readonly Mark[], AppError>> {
    const refused = this.#failures.take(operation) ?? this.#unknownLead(target);
    return refused ? err(refused) : ok([...(this.#marks.get(keyOf(target)) ?? [])]);
  }

  #unknownLead(target: MarkTarget): AppError | undefined {
    return 'futureServiceInteractionId' in target
      ? this.leads?.unknown(target.futureServiceInteractionId)
      : undefined;
  }

  #optOut(customerId: number, optedOut: boolean): void {
    for (const lead of this.leads?.all() ?? []) {
      if (lead.customerMaster.id === customerId)
        this.leads?.update(lead.id, (l) => withSmsOptOut(l, optedOut));
    }
  }
}
