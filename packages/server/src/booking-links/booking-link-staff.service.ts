import type { Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { requireVisibleLead } from '../leads/lead-access.js';
import { isoTimestamp } from '../messaging/message.mapper.js';
import { BookingLinkRepository } from './booking-link.repository.js';
import type { BookingLinks } from './booking-links.js';

export const BOOKING_LINKS_REVOKED = 'Booking link revoked.';

/**
 * Staff side of the booking links (issue 34): whoever may see a lead sees its live link (as the texts
 * carry it) and may revoke it; the next text that carries a link gets a new one.
 */
export class BookingLinkStaffService {
  constructor(
    private readonly db: Database,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
  ) {}

  async current(principal: Principal, fsiId: number): Promise<Schemas['BookingLinkStatus']> {
    await requireVisibleLead(this.db, principal, fsiId);
    const row = await new BookingLinkRepository(this.db).findLive(fsiId, this.clock.now());
    return row
      ? { url: this.links.urlOf(row), expiresAt: isoTimestamp(row.expires_at) }
      : { url: null, expiresAt: null };
  }

  async revoke(principal: Principal, fsiId: number): Promise<{ message: string }> {
    await this.db.transaction(async (tx) => {
      await requireVisibleLead(tx, principal, fsiId);
      await new BookingLinkRepository(tx).revokeAll(fsiId, this.clock.now());
    });
    return { message: BOOKING_LINKS_REVOKED };
  }
}
