import type { SurveyScore } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** What the thank-you and its answer need to know of a visit (a repair order). */
export type VisitRow = {
  readonly store_id: number;
  readonly store_name: string;
  readonly advisor_id: number | null;
  readonly ro_number: string;
  readonly first_name: string;
};

/** The survey a customer's reply may answer: their latest asked and unanswered one. */
export type AwaitingSurvey = {
  readonly id: number;
  readonly asked_at: Date;
  readonly store_id: number;
  readonly ro_number: string;
  readonly review_url: string | null;
};

export type StaffRow = { readonly name: string; readonly role: string; readonly divisionId: string };

export type SurveyOutcome = 'MANAGER' | 'REVIEW_LINK' | 'THANKED';

/** SQL of the after-visit survey (migration 051): one row per visit, its question and its answer. */
export class VisitSurveyRepository {
  constructor(private readonly tx: Queryable) {}

  async visit(orderId: number): Promise<VisitRow | null> {
    const [row] = await this.tx.query<VisitRow>(
      `SELECT r.store_id, s.name AS store_name, r.advisor_id, COALESCE(r.ro_number, r.id::text) AS ro_number,
              c.first_name
         FROM repair_order r JOIN store s ON s.id = r.store_id
         JOIN service_vehicle v ON v.id = r.vehicle_id JOIN customer c ON c.id = v.customer_id
        WHERE r.id = $1`,
      [orderId],
    );
    return row ?? null;
  }

  async exists(orderId: number): Promise<boolean> {
    const rows = await this.tx.query('SELECT 1 FROM visit_survey WHERE repair_order_id = $1', [orderId]);
    return rows.length > 0;
  }

  /**
   * Claims the visit's one thank-you: the survey's id for the first claim ever, null for any later one
   * (a resent report, a retry, a second instance): the repair order is the unique key.
   */
  async claim(orderId: number, fsiId: number, visit: VisitRow, at: Date): Promise<number | null> {
    const [row] = await this.tx.query<{ id: number }>(
      `INSERT INTO visit_survey (repair_order_id, fsi_id, store_id, advisor_id, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (repair_order_id) DO NOTHING RETURNING id`,
      [orderId, fsiId, visit.store_id, visit.advisor_id, at],
    );
    return row?.id ?? null;
  }

  async settle(
    id: number,
    outcome: {
      readonly askedAt: Date | null;
      readonly messageId: number | null;
      readonly skippedReason: string | null;
    },
  ): Promise<void> {
    await this.tx.query(
      'UPDATE visit_survey SET asked_at = $2, message_id = $3, skipped_reason = $4 WHERE id = $1',
      [id, outcome.askedAt, outcome.messageId, outcome.skippedReason],
    );
  }

  /** The customer's latest asked and unanswered thank-you, whichever of their leads the visit was on. */
  async awaiting(customerId: number): Promise<AwaitingSurvey | null> {
    const [row] = await this.tx.query<AwaitingSurvey>(
      `SELECT v.id, v.asked_at, v.store_id, COALESCE(r.ro_number, r.id::text) AS ro_number, s.review_url
         FROM visit_survey v JOIN future_service_interaction f ON f.id = v.fsi_id
         JOIN repair_order r ON r.id = v.repair_order_id JOIN store s ON s.id = v.store_id
        WHERE f.customer_id = $1 AND v.answered_at IS NULL AND v.asked_at IS NOT NULL
        ORDER BY v.asked_at DESC, v.id DESC LIMIT 1 FOR UPDATE OF v`,
      [customerId],
    );
    return row ?? null;
  }

  /** When the assistant last offered the lead times to pick ("Reply 1 or 2"), if it did. */
  async offerMadeAt(fsiId: number): Promise<Date | null> {
    const [row] = await this.tx.query<{ offered_at: Date }>(
      'SELECT offered_at FROM assistant_slot_offer WHERE fsi_id = $1',
      [fsiId],
    );
    return row?.offered_at ?? null;
  }

  /** Keeps the answer on the visit; false when another delivery of the reply answered it first. */
  async answer(
    id: number,
    answer: {
      readonly score: SurveyScore | null;
      readonly text: string;
      readonly messageId: number;
      readonly at: Date;
      readonly outcome: SurveyOutcome;
    },
  ): Promise<boolean> {
    const rows = await this.tx.query(
      `UPDATE visit_survey SET score = $2, answer = left($3, 2000), answer_message_id = $4, answered_at = $5,
              outcome = $6
        WHERE id = $1 AND answered_at IS NULL RETURNING id`,
      [id, answer.score, answer.text, answer.messageId, answer.at, answer.outcome],
    );
    return rows.length === 1;
  }

  /** The store's managers, from which the domain picks its service manager. */
  storeManagers(storeId: number): Promise<StaffRow[]> {
    return this.tx.query<StaffRow>(
      `SELECT trim(first_name || ' ' || last_name) AS name, role, division_id AS "divisionId" FROM app_user
        WHERE store_id = $1 AND blocked_at IS NULL AND role IN ('DIVISION_MANAGER', 'OFFICE_MANAGER') ORDER BY id`,
      [storeId],
    );
  }
}
