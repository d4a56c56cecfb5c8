import type { CustomerLanguage } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';

/** The customer's language (migration 049) and the conversation its change is noted in. */
export class CustomerLanguageRepository {
  constructor(private readonly db: Queryable) {}

  /** Stores the language and tells every open screen of the customer's leads (their headers show it). */
  async set(customerId: number, language: CustomerLanguage): Promise<void> {
    await this.db.query('UPDATE customer SET preferred_language = $2 WHERE id = $1', [customerId, language]);
    const leads = await this.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE customer_id = $1 ORDER BY id',
      [customerId],
    );
    const events = new RealtimeEventRepository(this.db);
    for (const lead of leads)
      await events.append('LEAD_FLAGS_CHANGED', lead.id, { flags: { preferredLanguage: language } });
  }

  /** The lead named, when it is this customer's; else the customer's latest lead; null when they have none. */
  async noteLead(customerId: number, leadId: number | undefined): Promise<number | null> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM future_service_interaction WHERE customer_id = $1
        ORDER BY (id = $2) DESC, id DESC LIMIT 1`,
      [customerId, leadId ?? null],
    );
    return rows[0]?.id ?? null;
  }
}
