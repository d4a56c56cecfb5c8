import type { AppError } from '../errors/app-error.js';
import type { UnreadCountsGateway } from '../inbox/unread-counts-gateway.port.js';
import type { UnreadCounts } from '../inbox/unread-counts.schema.js';
import type { Lead } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue } from './server-rejection.js';

type Operation = keyof UnreadCountsGateway;
type Seeded = 'byRepairOrderStatus' | 'byAppointment';

/** Unread leads counted per key; a lead counts when it has at least one unread message (spec 2 §9). */
export function countUnread(leads: readonly Lead[], keyOf: (lead: Lead) => string): UnreadCounts {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    if (lead.totalUnreadCount >= 1) counts.set(keyOf(lead), (counts.get(keyOf(lead)) ?? 0) + 1);
  }
  const entries = [...counts].sort(([a], [b]) => a.localeCompare(b));
  return {
    total: entries.reduce((sum, [, count]) => sum + count, 0),
    counts: entries.map(([key, count]) => ({ key, count })),
  };
}

const NONE: UnreadCounts = { total: 0, counts: [] };

/**
 * The unread counters' sources in memory: per service type and per store they are counted from the
 * lead gateway fake's leads; per RO status and per appointment (data the lead record lacks) a test sets them.
 */
export class InMemoryUnreadCountsGateway implements UnreadCountsGateway {
  readonly #failures = new FailureQueue<Operation>();
  readonly #seeded = new Map<string, UnreadCounts>();

  constructor(private readonly leads: InMemoryLeadGateway) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  set(grouping: Seeded, storeId: number | undefined, counts: UnreadCounts): void {
    this.#seeded.set(`${grouping}/${storeId ?? '*'}`, counts);
  }

  byService(storeId?: number) {
    return this.#answer('byService', () =>
      countUnread(this.#leadsOf(storeId), (lead) => lead.plannedServiceType),
    );
  }

  byStore() {
    return this.#answer('byStore', () =>
      countUnread(this.leads.all(), (lead) => String(lead.storeMaster.id)),
    );
  }

  byRepairOrderStatus(storeId?: number) {
    return this.#answer(
      'byRepairOrderStatus',
      () => this.#seeded.get(`byRepairOrderStatus/${storeId ?? '*'}`) ?? NONE,
    );
  }

  byAppointment(storeId: number) {
    return this.#answer('byAppointment', () => this.#seeded.get(`byAppointment/${storeId}`) ?? NONE);
  }

  #leadsOf(storeId: number | undefined): Lead[] {
    return this.leads.all().filter((lead) => storeId === undefined || lead.storeMaster.id === storeId);
  }

  async #answer(operation: Operation, counts: () => UnreadCounts): Promise<Result<UnreadCounts, AppError>> {
    const failure = this.#failures.take(operation);
    return failure ? err(failure) : ok(counts());
  }
}
