import type { Queryable } from '../db/database.js';

/**
 * Test data for the report tests, written the way the rest of Torque stores it: a store of its own (so
 * the demo's leads never count), its customers, leads, texts with their reply codes, bookings and
 * opt-outs, each at a moment the test chooses.
 */
export class ReportFixture {
  private static stores = 0;
  private static readonly start = Math.floor(Math.random() * 10_000_000);
  private people = 0;

  constructor(private readonly db: Queryable) {}

  /** A new store of the demo enterprise (BOC 1) in the given zone, texted on its own number. */
  async store(zone: string): Promise<{ storeId: number; phone: string }> {
    ReportFixture.stores += 1;
    // Files share a database on the PostgreSQL pass, so a counter alone repeats: a random seven-digit
    // start (ten million numbers) and this file's counter keep numbers apart (a 1-in-800 pick did not).
    const n = (ReportFixture.start + ReportFixture.stores) % 10_000_000;
    const phone = `+1970${String(n).padStart(7, '0')}`;
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO store (enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
       VALUES (1, 1, $1, $2, 'Honda', $3, 'GMT', $4) RETURNING id`,
      [`RPT${n}${Date.now() % 100000}`, `Report Store ${n}`, zone, phone],
    );
    await this.db.query(`INSERT INTO store_number (phone_number, store_id, kind) VALUES ($1, $2, 'main')`, [
      phone,
      row!.id,
    ]);
    return { storeId: row!.id, phone };
  }

  /** A customer with a vehicle and one lead at the store. */
  async lead(
    storeId: number,
    options: {
      readonly createdOn?: string;
      readonly stage?: string;
      readonly serviceType?: string;
      readonly customerType?: string | null;
      readonly plannedDate?: string;
      readonly handOff?: { readonly kind: 'GM' | 'MANUAL' | 'MD'; readonly at: string };
    } = {},
  ): Promise<{ leadId: number; customerId: number; cellular: string; name: string }> {
    this.people += 1;
    const cellular = `+1720${String(Date.now() % 1000).padStart(3, '0')}${String(this.people).padStart(4, '0')}`;
    const name = `Pat Tester${this.people}`;
    const [customer] = await this.db.query<{ id: number }>(
      `INSERT INTO customer (store_id, first_name, last_name, cellular, customer_type)
       VALUES ($1, 'Pat', $2, $3, $4) RETURNING id`,
      [
        storeId,
        `Tester${this.people}`,
        cellular,
        options.customerType === undefined ? 'NEW' : options.customerType,
      ],
    );
    const [vehicle] = await this.db.query<{ id: number }>(
      `INSERT INTO service_vehicle (customer_id, vin, make, model, year) VALUES ($1, $2, 'Honda', 'Civic', 2022) RETURNING id`,
      [customer!.id, `1HGCV1F3XNA${String(100000 + this.people).slice(-6)}`],
    );
    const [lead] = await this.db.query<{ id: number }>(
      `INSERT INTO future_service_interaction (customer_id, vehicle_id, store_id, boc_id, planned_service_type, stage,
                                               created_on, planned_date, hand_off, hand_off_at)
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        customer!.id,
        vehicle!.id,
        storeId,
        options.serviceType ?? 'OIL_CHANGE',
        options.stage ?? 'INITIATED',
        options.createdOn ?? new Date().toISOString(),
        options.plannedDate ?? null,
        options.handOff?.kind ?? null,
        options.handOff?.at ?? null,
      ],
    );
    return { leadId: lead!.id, customerId: customer!.id, cellular, name };
  }

  /** A text to (SENT) or from (RECEIVED) the customer; a reply may carry its code and a staff correction. */
  async text(
    leadId: number,
    at: string,
    direction: 'SENT' | 'RECEIVED',
    options: {
      readonly code?: string;
      readonly correctedCode?: string;
      readonly type?: string;
      readonly content?: string;
    } = {},
  ): Promise<number> {
    const [message] = await this.db.query<{ id: number }>(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type)
       VALUES ($1, $2, $3, $4, $5, 'SMS') RETURNING id`,
      [leadId, options.content ?? `text at ${at}`, at, direction, options.type ?? 'SMS'],
    );
    if (options.code !== undefined)
      await this.db.query(
        `INSERT INTO message_intent (message_id, fsi_id, consent, intents, final_intent_names, multi_intent_names,
                                     code, corrected_code)
         VALUES ($1, $2, 'none', '[]', '[]', '[]', $3, $4)`,
        [message!.id, leadId, options.code, options.correctedCode ?? null],
      );
    return message!.id;
  }

  /** An appointment booked at `createdAt` for `at`, with its status. */
  async appointment(leadId: number, createdAt: string, at: string, status = 'BOOKED'): Promise<void> {
    await this.db.query(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, status, fsi_id, customer_id, created_at)
       SELECT f.vehicle_id, f.store_id, $2, $3, f.id, f.customer_id, $4 FROM future_service_interaction f WHERE f.id = $1`,
      [leadId, at, status, createdAt],
    );
  }

  /** A log-mode note of the assistant, held for staff and settled as given. */
  async logModeNote(leadId: number, at: string, outcome: 'SENT' | 'DISCARDED'): Promise<void> {
    await this.db.query(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type, held_reply_outcome)
       VALUES ($1, 'Held reply', $2, 'SEND', 'INTERNAL_NOTES', 'INTERNAL_NOTES', $3)`,
      [leadId, at, outcome],
    );
  }

  /** A visit of the lead's vehicle whose thank-you (`messageId`) was asked at `askedAt`, answered as given (issue 34). */
  async visitSurvey(
    leadId: number,
    messageId: number,
    askedAt: string,
    answer: { readonly score: number; readonly at: string; readonly outcome: string } | null,
  ): Promise<void> {
    const [order] = await this.db.query<{ id: number; store_id: number }>(
      `INSERT INTO repair_order (vehicle_id, store_id, ro_number, status, fsi_id, opened_at, status_changed_at, closed_on)
       SELECT f.vehicle_id, f.store_id, 'V' || f.id, 'CLOSED', f.id, $2, $2, ($2::timestamptz)::date
         FROM future_service_interaction f WHERE f.id = $1 RETURNING id, store_id`,
      [leadId, askedAt],
    );
    await this.db.query(
      `INSERT INTO visit_survey (repair_order_id, fsi_id, store_id, created_at, asked_at, message_id, score, answer,
                                 answered_at, outcome)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9)`,
      [
        order!.id,
        leadId,
        order!.store_id,
        askedAt,
        messageId,
        answer?.score ?? null,
        answer ? String(answer.score) : null,
        answer?.at ?? null,
        answer?.outcome ?? null,
      ],
    );
  }
}
