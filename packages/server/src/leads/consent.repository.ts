import { SMS_OPT_OUT } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { isSmsBlockedByPhone } from './sms-consent-by-phone.repository.js';

export type ConsentSource = 'sms-keyword' | 'sms-free-text' | 'staff' | 'lead-form' | 'carrier';

export type ConsentChange = {
  readonly customerId: number;
  readonly fsiId: number | null;
  readonly phone: string;
  readonly source: ConsentSource;
  readonly text: string | null;
  readonly messageId: number | null;
  readonly at: Date;
  /** The outcome reason the customer gave in the same text (spec 2 §4), for an opt-out. */
  readonly reason?: string | null;
  /** The staff user who decided it (a confirmed possible opt-out), null for the customer's own text. */
  readonly userId?: number | null;
};

/** What the ledger records: a change of consent, or consent kept by staff (a possible opt-out that was none). */
export type ConsentLedgerKind = 'opt-in' | 'opt-out' | 'consent-kept';

/**
 * Whether the customer may not be texted: the block flag, or an SMS_OPT_OUT mark on the customer or
 * the lead (spec 2 §4). The customer row is read FOR SHARE, so an opt-out committing meanwhile waits
 * for this transaction (and the outbox checks again before the carrier is called).
 */
export async function isCustomerSmsBlocked(
  db: Queryable,
  customerId: number,
  fsiId: number,
): Promise<boolean> {
  // One statement (a send's hot path); the locking sub-select still takes the customer row FOR SHARE.
  const rows = await db.query<{ blocked: boolean }>(
    `SELECT COALESCE((SELECT block_sms FROM customer WHERE id = $1 FOR SHARE), false)
         OR EXISTS (SELECT 1 FROM mark WHERE intent_type = $3 AND (customer_id = $1 OR fsi_id = $2)) AS blocked`,
    [customerId, fsiId, SMS_OPT_OUT],
  );
  return rows[0]?.blocked ?? false;
}

/** SQL: the ids of the customer rows with the same cellular as customer `id` in its enterprise, itself included. */
const sameNumberAs = (id: string): string =>
  `SELECT pc.id FROM customer pc JOIN store ps ON ps.id = pc.store_id
     JOIN customer c ON c.id = ${id} JOIN store s ON s.id = c.store_id
    WHERE pc.id = c.id OR (pc.cellular = c.cellular AND ps.enterprise_id = s.enterprise_id)`;

/** Opt-outs and opt-ins: the SMS_OPT_OUT marks, the block flag and the consent ledger move together. */
export class ConsentRepository {
  constructor(private readonly db: Queryable) {}

  /** Blocks at once; true when the customer was not blocked before. The ledger records every opt-out. */
  async optOut(change: ConsentChange, markValue = 'STOP'): Promise<boolean> {
    const wasBlocked = await isCustomerSmsBlocked(this.db, change.customerId, change.fsiId ?? 0);
    await this.db.query(
      `INSERT INTO mark (intent_type, value, customer_id)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM mark WHERE intent_type = $1 AND customer_id = $3)`,
      [SMS_OPT_OUT, markValue, change.customerId],
    );
    if (change.fsiId !== null)
      await this.db.query(
        `INSERT INTO mark (intent_type, value, fsi_id)
         SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM mark WHERE intent_type = $1 AND fsi_id = $3)`,
        [SMS_OPT_OUT, markValue, change.fsiId],
      );
    await this.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [change.customerId]);
    await this.record('opt-out', change);
    return !wasBlocked;
  }

  /**
   * Unblocks the customer and each of their leads; true when they were blocked before. A START texted
   * from the phone itself lifts the number's opt-out in the whole enterprise (every customer row with
   * that cellular, as the opt-out blocked them all: sms-consent-by-phone). A lead form's consent is
   * typed by anyone who knows the number, so it never lifts what the phone's owner asked elsewhere.
   */
  async optIn(change: ConsentChange): Promise<boolean> {
    const wasBlocked = await isSmsBlockedByPhone(this.db, change.customerId, change.fsiId ?? 0);
    const fromThePhone = change.source === 'sms-keyword' || change.source === 'sms-free-text';
    const customers = (id: string) => (fromThePhone ? sameNumberAs(id) : id);
    await this.db.query(
      `DELETE FROM mark WHERE intent_type = $1
          AND (customer_id IN (${customers('$2')})
               OR fsi_id IN (SELECT id FROM future_service_interaction WHERE customer_id IN (${customers('$2')})))`,
      [SMS_OPT_OUT, change.customerId],
    );
    await this.db.query(`UPDATE customer SET block_sms = false WHERE id IN (${customers('$1')})`, [
      change.customerId,
    ]);
    await this.record('opt-in', change);
    return wasBlocked;
  }

  /**
   * Staff added or removed an SMS_OPT_OUT mark: the block flag follows, and the ledger says 'staff',
   * with who (userId) and why (reason, when staff gave one).
   */
  async recordStaffMark(change: {
    readonly customerId: number;
    readonly phone: string;
    readonly kind: 'opt-in' | 'opt-out';
    readonly text: string;
    readonly at: Date;
    readonly userId: number;
    readonly reason: string | null;
  }): Promise<void> {
    await this.db.query('UPDATE customer SET block_sms = $2 WHERE id = $1', [
      change.customerId,
      change.kind === 'opt-out',
    ]);
    await this.db.query(
      `INSERT INTO consent_ledger (customer_id, phone, kind, source, text, recorded_at, user_id, reason)
       VALUES ($1, $2, $3, 'staff', $4, $5, $6, $7)`,
      [change.customerId, change.phone, change.kind, change.text, change.at, change.userId, change.reason],
    );
  }

  /** A ledger line as it is given (staff keeping consent after a possible opt-out). */
  async record(kind: ConsentLedgerKind, change: ConsentChange): Promise<void> {
    await this.db.query(
      `INSERT INTO consent_ledger (customer_id, fsi_id, phone, kind, source, text, message_id, recorded_at, reason, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        change.customerId,
        change.fsiId,
        change.phone,
        kind,
        change.source,
        change.text,
        change.messageId,
        change.at,
        change.reason ?? null,
        change.userId ?? null,
      ],
    );
  }
}
