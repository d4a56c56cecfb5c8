import type { Clock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeOneLeads } from '../appointments/booking/booking-fixture.repository.js';
import type { Database } from '../db/database.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { BookingLinks } from './booking-links.js';
import { PublicBookingService } from './public-booking.service.js';

// PostgreSQL only (*.pg.test.ts): two customers on two connection pools (two server instances behind
// a load balancer) book the same last loaner from their links at the same moment. The booking claims'
// unique key decides, never timing: one is booked, the other is told it was taken, with fresh times.
const NOW = new Date('2030-03-04T12:00:00Z');
const clock: Clock = { now: () => NOW };
const links = new BookingLinks('c'.repeat(64));

let database: TestDatabase;
let pools: Database[];
let leads: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  pools = [database.db, await database.connectAgain()];
  leads = await storeOneLeads(database.db, 10);
}, 180_000);
afterAll(() => database?.close());

describe('booking from links races on PostgreSQL (two pools)', () => {
  it('gives one loaner slot to exactly one of two customers, round after round', async () => {
    const services = pools.map((db) => new PublicBookingService(db, links, clock));
    for (let round = 0; round < 5; round += 1) {
      const pair = [leads[round * 2]!, leads[round * 2 + 1]!];
      const tokens = await Promise.all(
        pair.map(async (fsiId) => (await links.urlFor(database.db, fsiId, NOW)).split('/book/')[1]!),
      );
      const page = await services[0]!.page(tokens[0]!, 'LOANER');
      const slot = page.slots[0]!;
      const answers = await Promise.all(
        services.map((service, i) => service.book(tokens[i]!, { ...slot, transportType: 'LOANER' })),
      );
      expect(answers.map((answer) => answer.outcome).sort(), `round ${round}`).toEqual(['BOOKED', 'TAKEN']);
      const lost = answers.find((answer) => answer.outcome === 'TAKEN')!;
      expect(lost.page.slots).not.toContainEqual(slot);
    }
    const [claims] = await database.db.query<{ booked: number }>(
      "SELECT count(*)::int AS booked FROM appointment WHERE source = 'CUSTOMER_LINK' AND status = 'BOOKED'",
    );
    expect(claims!.booked).toBe(5);
  });
});
