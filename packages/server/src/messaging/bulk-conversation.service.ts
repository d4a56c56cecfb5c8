import {
  bulkFigures,
  DEFAULT_DATE_ZONE,
  STAFF_AREAS,
  systemClock,
  type Clock,
  type Role,
} from '@torque/domain';
import { DateTime } from 'luxon';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { BulkConversationRepository } from './bulk-conversation.repository.js';
import { StoreZoneRepository } from '../leads/store-zone.repository.js';

/** The report sits with the Reports area: its roles (managers) may read it. */
const mayReadReports = (role: Role): boolean =>
  STAFF_AREAS.find((area) => area.id === 'reports')?.roles.includes(role) ?? false;

/** Why a text of the run did not go, when the outbox kept no carrier error. */
export const CANCELLED_BEFORE_SENDING = 'Not sent: cancelled before sending (opt-out or stopped run).';

/**
 * The bulk conversation report (spec 2 §7): the latest run's figures, today's, and the failures. A run
 * is the campaign texts queued on one day; days are read in the user's office zone (the business zone
 * for users without a store).
 */
export class BulkConversationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async status(principal: Principal): Promise<Schemas['BulkConversationStatus']> {
    requireRole(principal, mayReadReports);
    const zone = await this.zoneOf(principal);
    const latest = await new BulkConversationRepository(this.db).latestDay(dataScopeOf(principal), zone);
    return this.figuresOn(principal, latest ?? this.dayIn(zone), zone);
  }

  async today(principal: Principal): Promise<Schemas['BulkConversationStatus']> {
    requireRole(principal, mayReadReports);
    const zone = await this.zoneOf(principal);
    return this.figuresOn(principal, this.dayIn(zone), zone);
  }

  async failures(
    principal: Principal,
    page: number,
    size: number,
  ): Promise<Schemas['BulkConversationFailurePage']> {
    requireRole(principal, mayReadReports);
    const { total, rows } = await new BulkConversationRepository(this.db).failures(
      dataScopeOf(principal),
      page,
      size,
    );
    const data = rows.map((row) => ({
      futureServiceInteractionId: row.fsi_id,
      customerName: row.customer_name,
      error: row.error ?? CANCELLED_BEFORE_SENDING,
    }));
    return { data, response: 'Success', total, size, page };
  }

  private async figuresOn(principal: Principal, day: string, zone: string) {
    const states = await new BulkConversationRepository(this.db).statesOn(dataScopeOf(principal), day, zone);
    return { date: day, ...bulkFigures(states) };
  }

  private dayIn(zone: string): string {
    return DateTime.fromJSDate(this.clock.now(), { zone }).toFormat('yyyy-MM-dd');
  }

  private async zoneOf(principal: Principal): Promise<string> {
    if (principal.storeId === null) return DEFAULT_DATE_ZONE;
    return (await new StoreZoneRepository(this.db).ofStore(principal.storeId)) ?? DEFAULT_DATE_ZONE;
  }
}
