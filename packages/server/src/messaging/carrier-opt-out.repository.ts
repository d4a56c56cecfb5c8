import { SMS_OPT_OUT } from '@torque/domain';
import { CARRIER_OPT_OUT_ERROR } from '../carriers/carrier.port.js';
import type { Queryable } from '../db/database.js';
import type { MessageRow } from './message.mapper.js';

/**
 * A text the carrier refused because the customer unsubscribed (Twilio 21610, Bandwidth 4775) opts the
 * customer out, in the transaction that records the refusal: the SMS_OPT_OUT mark and block flag, and
 * a consent-ledger entry from the 'carrier' with the refused text. The failed text itself shows staff
 * why (its error), and every later text to the number is refused (sms-consent-by-phone.repository.ts).
 * True when this refusal opted the customer out now.
 */
export async function optOutOnCarrierRefusal(
  tx: Queryable,
  row: Pick<MessageRow, 'id' | 'fsi_id' | 'message_type' | 'errors'>,
  at: Date,
): Promise<boolean> {
  if (row.errors !== CARRIER_OPT_OUT_ERROR || row.message_type !== 'SMS') return false;
  const recorded = await tx.query<{ customer_id: number }>(
    `WITH target AS (
       SELECT f.customer_id, COALESCE(m.to_address, c.cellular) AS to_address FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id
         JOIN customer c ON c.id = f.customer_id
        WHERE m.id = $1
          AND NOT EXISTS (SELECT 1 FROM consent_ledger l WHERE l.message_id = m.id AND l.source = 'carrier')),
     ledger AS (
       INSERT INTO consent_ledger (customer_id, fsi_id, phone, kind, source, text, message_id, recorded_at)
       SELECT customer_id, $2, to_address, 'opt-out', 'carrier', $3, $1, $4 FROM target RETURNING customer_id),
     mark AS (
       INSERT INTO mark (intent_type, value, customer_id)
       SELECT $5, 'CARRIER', customer_id FROM target
        WHERE NOT EXISTS (SELECT 1 FROM mark WHERE intent_type = $5 AND customer_id = target.customer_id))
     UPDATE customer SET block_sms = true WHERE id IN (SELECT customer_id FROM ledger) RETURNING id AS customer_id`,
    [row.id, row.fsi_id, row.errors, at, SMS_OPT_OUT],
  );
  return recorded.length > 0;
}
