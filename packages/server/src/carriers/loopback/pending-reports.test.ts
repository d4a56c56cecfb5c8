import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryReportService } from '../../messaging/delivery-report.service.js';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { DeliveryReport } from '../carrier.port.js';
import { LoopbackCarrier } from './carrier.js';
import { DatabaseLoopbackLedger } from './ledger.repository.js';

const sms = (key: string) => ({
  messageId: 1,
  idempotencyKey: key,
  from: '+17185550142',
  to: '+17185551234',
  body: 'Your car is ready',
  mediaUrls: [],
});

const until = async (done: () => Promise<boolean>, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the loopback carrier keeps the delivery reports it owes across a crash', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers after a restart a report a crash cut short, then forgets it', async () => {
    const { db } = database;
    const reports = new DeliveryReportService(db);
    const ledger = () => new DatabaseLoopbackLedger(db);
    // Before the crash: the text is sent and stored as 'sent', its report not yet due.
    const early: DeliveryReport[] = [];
    const before = new LoopbackCarrier({
      onDeliveryReport: (report) => early.push(report),
      deliveryDelayMs: 60_000,
      ledger: ledger(),
    });
    const receipt = await before.send(sms('pending-1'));
    const [message] = await db.query<{ id: number }>(
      `UPDATE message_instance SET provider_message_id = $1, message_status = 'sent', errors = NULL
        WHERE id = (SELECT min(id) FROM message_instance WHERE direction = 'SEND' AND message_type = 'SMS')
        RETURNING id`,
      [receipt.providerMessageId],
    );
    before.close(); // as kill -9 would: no timer survives
    expect(early).toEqual([]);

    // The restart: a new carrier on the same database delivers what was owed (made due now, so the
    // test need not wait the minute).
    const status = async () =>
      (
        await db.query<{ message_status: string }>(
          'SELECT message_status FROM message_instance WHERE id = $1',
          [message!.id],
        )
      )[0]?.message_status;
    await db.query("UPDATE loopback_pending_report SET due_at = now() - interval '1 second'");
    const after = new LoopbackCarrier({
      onDeliveryReport: (report) => reports.apply(report),
      ledger: ledger(),
    });
    await after.resumed;
    await until(async () => (await status()) === 'delivered');
    await until(async () => (await db.query('SELECT 1 FROM loopback_pending_report')).length === 0);
    after.close();

    // Taken once: a third start owes nothing.
    const later: DeliveryReport[] = [];
    const third = new LoopbackCarrier({ onDeliveryReport: (report) => later.push(report), ledger: ledger() });
    await third.resumed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    third.close();
    expect(later).toEqual([]);
  });

  it('keeps a report the listener failed to take, for the next start', async () => {
    const carrier = new LoopbackCarrier({
      onDeliveryReport: () => Promise.reject(new Error('database away')),
      deliveryDelayMs: 10,
      ledger: new DatabaseLoopbackLedger(database.db),
    });
    const receipt = await carrier.send(sms('pending-2'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    carrier.close();
    const owed = await database.db.query(
      'SELECT 1 FROM loopback_pending_report WHERE provider_message_id = $1',
      [receipt.providerMessageId],
    );
    expect(owed).toHaveLength(1);
  });

  it('owes a sent text its report from the send itself, and nothing for a refused text or a repeated key', async () => {
    const { db } = database;
    const carrier = new LoopbackCarrier({
      onDeliveryReport: () => undefined,
      deliveryDelayMs: 60_000,
      ledger: new DatabaseLoopbackLedger(db),
    });
    const owed = () =>
      db.query<{ provider_message_id: string; due_at: Date }>(
        `SELECT p.provider_message_id, p.due_at FROM loopback_pending_report p
           JOIN loopback_sms s ON s.provider_message_id = p.provider_message_id
          WHERE s.idempotency_key LIKE 'owed-%'`,
      );
    const before = Date.now();
    const sent = await carrier.send(sms('owed-1'));
    const repeated = await carrier.send(sms('owed-1'));
    const refused = await carrier.send({ ...sms('owed-2'), to: '+17185550000' });
    carrier.close();
    expect(repeated).toEqual(sent);
    expect(refused.status).toBe('failed');
    const rows = await owed();
    expect(rows.map((row) => row.provider_message_id)).toEqual([sent.providerMessageId]);
    const dueIn = new Date(rows[0]!.due_at).getTime() - before;
    expect(dueIn).toBeGreaterThanOrEqual(60_000);
    expect(dueIn).toBeLessThan(70_000);
  });

  it('forgets the reports the listener took, even when closed before it got round to it', async () => {
    const { db } = database;
    const taken: string[] = [];
    const carrier = new LoopbackCarrier({
      onDeliveryReport: (report) => taken.push(report.providerMessageId),
      deliveryDelayMs: 10,
      ledger: new DatabaseLoopbackLedger(db),
    });
    const ids: string[] = [];
    for (const key of ['forget-1', 'forget-2', 'forget-3'])
      ids.push((await carrier.send(sms(key))).providerMessageId!);
    // Reports owed from the tests before are taken too: this carrier resumes them at its start.
    await until(async () => ids.every((id) => taken.includes(id)));
    carrier.close();
    await until(
      async () =>
        (
          await db.query(
            'SELECT 1 FROM loopback_pending_report WHERE provider_message_id = ANY($1::text[])',
            [ids],
          )
        ).length === 0,
      2_000,
    );
  });
});
