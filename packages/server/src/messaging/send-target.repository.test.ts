import { isLeadSmsBlocked } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { sendTargetOf, type SendTarget } from './send-target.repository.js';

type Lead = { leadId: number; customerId: number; cellular: string };

// The send target reads the facts whether its customer may be texted; the domain's isLeadSmsBlocked
// decides on the lead's own, and the number's opt-out elsewhere in the enterprise is its own fact.
describe('the send target', () => {
  let database: TestDatabase;
  let clean: Lead;
  let other: Lead;
  beforeAll(async () => {
    database = await openTestDatabase();
    const leads = await database.db.query<Lead>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.fsi_id = f.id OR m.customer_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM customer o WHERE o.cellular = c.cellular AND o.id <> c.id)
        ORDER BY f.id LIMIT 2`,
    );
    [clean, other] = leads as [Lead, Lead];
  });
  afterAll(() => database.close());

  /** Runs `change` and reads the target in one transaction, then undoes everything. */
  async function targetAfter(change: (tx: Queryable) => Promise<unknown>): Promise<SendTarget | null> {
    let read: SendTarget | null = null;
    await database.db
      .transaction(async (tx) => {
        await change(tx);
        read = await sendTargetOf(tx, clean.leadId, { kind: 'store', storeId: 1 });
        throw new Error('undo');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'undo') throw error;
      });
    return read;
  }
  const facts = (target: SendTarget | null) =>
    target && {
      blockSms: target.customerMaster.blockSms,
      leadMarks: target.futureServiceInteractionMarks.map((mark) => mark.intentType).sort(),
      customerMarks: target.customerMarks.map((mark) => mark.intentType).sort(),
      phoneOptedOut: target.phoneOptedOut,
      blocked: isLeadSmsBlocked(target),
    };

  it('of a customer nothing stops: no flag, no marks, the number free', async () => {
    expect(facts(await targetAfter(async () => undefined))).toEqual({
      blockSms: false,
      leadMarks: [],
      customerMarks: [],
      phoneOptedOut: false,
      blocked: false,
    });
  });

  it('reads the marks of the lead and of the customer apart, and whichever blocks, the lead is blocked', async () => {
    const target = await targetAfter(async (tx) => {
      await tx.query(`INSERT INTO mark (intent_type, value, fsi_id) VALUES ('CONTACT_LATER', NULL, $1)`, [
        clean.leadId,
      ]);
      await tx.query(
        `INSERT INTO mark (intent_type, value, customer_id) VALUES ('SMS_OPT_OUT', 'STOP', $1)`,
        [clean.customerId],
      );
    });
    expect(facts(target)).toEqual({
      blockSms: false,
      leadMarks: ['CONTACT_LATER'],
      customerMarks: ['SMS_OPT_OUT'],
      // The customer's own number is opted out in the enterprise by the same mark.
      phoneOptedOut: true,
      blocked: true,
    });
  });

  it('reads the block flag', async () => {
    const target = await targetAfter((tx) =>
      tx.query('UPDATE customer SET block_sms = true WHERE id = $1', [clean.customerId]),
    );
    expect(facts(target)).toMatchObject({ blockSms: true, leadMarks: [], customerMarks: [], blocked: true });
  });

  it('says the number opted out when another customer with it did, the lead itself clean', async () => {
    const target = await targetAfter((tx) =>
      tx.query('UPDATE customer SET cellular = $2, block_sms = true WHERE id = $1', [
        other.customerId,
        clean.cellular,
      ]),
    );
    expect(facts(target)).toEqual({
      blockSms: false,
      leadMarks: [],
      customerMarks: [],
      phoneOptedOut: true,
      blocked: false,
    });
  });

  it('is nothing outside the scope', async () => {
    const read = await sendTargetOf(database.db, clean.leadId, { kind: 'store', storeId: 2 });
    expect(read).toBeNull();
  });
});
