import { OPTED_OUT_MESSAGE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { RepairOrderFeed } from './repair-order-feed.js';
import { SimulatedDms } from './simulated-dms.js';

// The simulated DMS and the feed against the demo data: orders move forward one status a poll, each
// customer hears once per order and status, opted-out customers are not texted, boards are told.
let database: TestDatabase;
let now = new Date();
let wakes = 0;
const outbox = {
  dispatchNow: async () => null,
  claimForSend: () => null,
  dispatchClaimed: async () => null,
  wake: () => void wakes++,
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const feedAt = (speed: number) =>
  new RepairOrderFeed({
    db: database.db,
    dms: new SimulatedDms(database.db, speed),
    outbox,
    clock: { now: () => now },
    source: 'SIMULATED_DMS',
  });
const orders = () =>
  database.db.query<{ id: number; status: string; fsi_id: number; customer_id: number }>(
    `SELECT r.id, r.status, r.fsi_id, v.customer_id FROM repair_order r JOIN service_vehicle v ON v.id = r.vehicle_id
      WHERE r.closed_on IS NULL AND r.ro_number IS NOT NULL ORDER BY r.id`,
  );
const textsOf = (orderId: number) =>
  database.db.query<{ status: string; content: string | null; skipped_reason: string | null }>(
    `SELECT t.status, m.content, t.skipped_reason FROM repair_order_status_text t
       LEFT JOIN message_instance m ON m.id = t.message_id WHERE t.repair_order_id = $1 ORDER BY t.status`,
    [orderId],
  );

describe('the repair-order feed over the simulated DMS', () => {
  it('moves every open order one status forward once its time has come', async () => {
    const before = await orders();
    expect(before.length).toBeGreaterThan(20);
    const optedOut = before.find((order) => order.status === 'ASSIGNED')!;
    await database.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [optedOut.customer_id]);
    now = new Date(now.getTime() + 5_000);
    const outcomes = await feedAt(1000).poll();
    // Every open order moves (checked below); booked appointments whose time has come check in as new ones.
    expect(outcomes.filter(Boolean).length).toBeGreaterThanOrEqual(before.length);
    const after = new Map(
      (
        await database.db.query<{ id: number; status: string }>(
          'SELECT id, status FROM repair_order WHERE id = ANY($1::int[])',
          [before.map((order) => order.id)],
        )
      ).map((row) => [row.id, row.status]),
    );
    const next: Record<string, string[]> = {
      UNASSIGNED: ['PREASSIGNED'],
      PREASSIGNED: ['ASSIGNED'],
      ASSIGNED: ['HOLD', 'COMPLETE'],
      HOLD: ['COMPLETE'],
      COMPLETE: ['BOOKED'],
      BOOKED: ['CLOSED'],
    };
    for (const order of before) expect(next[order.status]).toContain(after.get(order.id));
    // Ready (COMPLETE) and on hold are texted, through the outbox; the opted-out customer is not.
    const ready = before.find(
      (order) =>
        order.status === 'ASSIGNED' && order.id !== optedOut.id && after.get(order.id) === 'COMPLETE',
    )!;
    expect(await textsOf(ready.id)).toEqual([
      expect.objectContaining({ status: 'COMPLETE', content: expect.stringContaining('is ready') }),
    ]);
    expect(await textsOf(optedOut.id)).toEqual([
      expect.objectContaining({ content: null, skipped_reason: OPTED_OUT_MESSAGE }),
    ]);
    // Nothing is suppressed silently (issue 29): the lead's conversation says the text did not go, and why.
    const notes = await database.db.query<{ content: string; notification_type: string }>(
      "SELECT content, notification_type FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL'",
      [optedOut.fsi_id],
    );
    expect(notes).toContainEqual({
      content: `Repair-order text not sent: ${OPTED_OUT_MESSAGE}`,
      notification_type: 'INTERNAL_NOTIFICATION',
    });
    const [queued] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM outbox o JOIN message_instance m ON m.id = o.message_id
        JOIN repair_order_status_text t ON t.message_id = m.id`,
    );
    expect(queued!.count).toBeGreaterThan(0);
    expect(wakes).toBeGreaterThan(0);
    const [events] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM realtime_event WHERE type = 'REPAIR_ORDER_CHANGED'`,
    );
    expect(events!.count).toBeGreaterThanOrEqual(before.length);
  });

  it('texts a customer once per order and status, however often the DMS reports it', async () => {
    const [order] = await database.db.query<{ id: number }>(
      `SELECT r.id FROM repair_order r JOIN service_vehicle v ON v.id = r.vehicle_id JOIN customer c ON c.id = v.customer_id
        WHERE r.status = 'PREASSIGNED' AND r.fsi_id IS NOT NULL AND NOT c.block_sms ORDER BY r.id LIMIT 1`,
    );
    const change = {
      storeId: 1,
      roNumber: '',
      status: 'CLOSED' as const,
      changedAt: now,
      advisorNo: null,
      vin: null,
      openedAt: null,
      promisedAt: null,
      appointmentId: null,
      dmsRoId: null,
    };
    const [row] = await database.db.query<{ store_id: number; ro_number: string }>(
      'SELECT store_id, ro_number FROM repair_order WHERE id = $1',
      [order!.id],
    );
    const report = { ...change, storeId: row!.store_id, roNumber: row!.ro_number, status: 'HOLD' as const };
    const feed = feedAt(1);
    const first = await feed.apply(report);
    const again = await feed.apply(report);
    expect(first).toMatchObject({ orderId: order!.id, texted: true });
    expect(again).toBeNull();
    const holds = (await textsOf(order!.id)).filter((text) => text.status === 'HOLD');
    expect(holds).toEqual([expect.objectContaining({ content: expect.stringContaining('on hold') })]);
    // Later statuses keep moving; nothing ever goes back. (The seed's appointment a few minutes after
    // the run's template was seeded may check in during these polls; that new order is not judged here.)
    const open = (await orders()).map((row) => row.id);
    for (let poll = 0; poll < 8; poll++) {
      now = new Date(now.getTime() + 5_000);
      await feedAt(1000).poll();
    }
    expect((await orders()).filter((row) => open.includes(row.id))).toEqual([]);
    const [doubled] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT repair_order_id, status FROM repair_order_status_text
         GROUP BY 1, 2 HAVING count(*) > 1) d`,
    );
    expect(doubled!.count).toBe(0);
  });

  it('checks a booked appointment in at its time as a new order, and tells the customer', async () => {
    const [appointment] = await database.db.query<{ id: number; fsi_id: number }>(
      `UPDATE appointment SET appointment_at = $1 WHERE id = (
         SELECT a.id FROM appointment a JOIN service_vehicle v ON v.id = a.vehicle_id JOIN customer c ON c.id = v.customer_id
          WHERE a.status = 'BOOKED' AND a.fsi_id IS NOT NULL AND NOT c.block_sms AND a.store_id = 1 ORDER BY a.id LIMIT 1)
       RETURNING id, fsi_id`,
      [new Date(now.getTime() - 60_000)],
    );
    await feedAt(1).poll();
    const [order] = await database.db.query<{ id: number; status: string; fsi_id: number }>(
      'SELECT id, status, fsi_id FROM repair_order WHERE appointment_id = $1',
      [appointment!.id],
    );
    expect(order).toMatchObject({ status: 'UNASSIGNED', fsi_id: appointment!.fsi_id });
    expect(await textsOf(order!.id)).toEqual([
      expect.objectContaining({ status: 'UNASSIGNED', content: expect.stringContaining('is checked in') }),
    ]);
    const [shown] = await database.db.query<{ status: string }>(
      'SELECT status FROM appointment WHERE id = $1',
      [appointment!.id],
    );
    expect(shown!.status).toBe('SHOW');
    // The customer came: the lead's stage follows (issue 30 point 4), at SHOW_OR_NO_SHOW or beyond.
    const [lead] = await database.db.query<{ stage: string; outcome_reason: string | null }>(
      'SELECT stage, outcome_reason FROM future_service_interaction WHERE id = $1',
      [appointment!.fsi_id],
    );
    expect(['SHOW_OR_NO_SHOW', 'CAR_BOUGHT_OR_NOTBOUGHT']).toContain(lead!.stage);
    if (lead!.stage === 'SHOW_OR_NO_SHOW') expect(lead!.outcome_reason).toBe('SHOW');
    await feedAt(1).poll();
    const [count] = await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM repair_order WHERE appointment_id = $1',
      [appointment!.id],
    );
    expect(count!.count).toBe(1);
  });
});
