import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth/principal.js';
import type { Database } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { bookingBody, bookingTestClock } from './booking-fixture.js';
import { storeOneLeads } from './booking-fixture.repository.js';
import { BookingService } from './booking.service.js';

// Two server instances behind a load balancer book at the same moment. On PostgreSQL (the PostgreSQL
// pass) they are two connection pools on one database; on PGlite one connection whose transactions
// take turns, which still proves the claim rows decide and no capacity check reads a stale count. The
// claim rows' unique key decides, never timing.
let database: TestDatabase;
let pools: Database[];
let leads: number[];
let principal: Principal;

beforeAll(async () => {
  database = await openTestDatabase();
  pools = [database.db, await database.connectAgain()];
  leads = await storeOneLeads(database.db, 30);
  const [user] = await database.db.query<{ id: number }>(
    "SELECT id FROM app_user WHERE role = 'SUPER_USER' LIMIT 1",
  );
  principal = {
    userId: user!.id,
    role: 'SUPER_USER',
    enterpriseId: 1,
    storeId: null,
    firstName: 'Race',
    lastName: 'Test',
    colorCode: '#000000',
    tokenHash: 'race',
  };
}, 180_000);
afterAll(() => database?.close());

const successes = (answers: Schemas['BookingAnswer'][]) =>
  answers.filter((answer) => typeof answer === 'object' && answer.success).length;

describe('booking races (two pools on PostgreSQL, one PGlite connection)', () => {
  it('gives the last loaner of a day to exactly one of two simultaneous bookings, every time', async () => {
    await database.db.query(
      "UPDATE transport_limit SET per_slot = NULL, per_day = 1 WHERE store_id = 1 AND transport_type = 'LOANER'",
    );
    const services = pools.map((db) => new BookingService(db, bookingTestClock));
    // A different day each round (Monday to Friday of two weeks), so every round races for a fresh last place.
    const days = ['04', '05', '06', '07', '08', '11', '12', '13', '14', '15'].map((d) => `${d}.03.2030`);
    for (const [round, inpDate] of days.entries()) {
      const answers = await Promise.all(
        services.map((service, i) =>
          service.book(
            principal,
            bookingBody(leads[round * 2 + i]!, { transportType: 'LOANER', inpDate, inpTime: '14:00' }),
            'nlp',
          ),
        ),
      );
      expect(successes(answers), `round ${round}`).toBe(1);
    }
    const [claims] = await database.db.query<{ days: number; rows: number }>(
      "SELECT count(DISTINCT period)::int AS days, count(*)::int AS rows FROM booking_claim WHERE kind = 'TRANSPORT_DAY' AND subject = 'LOANER'",
    );
    expect(claims).toEqual({ days: days.length, rows: days.length });
  });

  it('fills a two-place waiter slot with exactly two of three simultaneous bookings', async () => {
    await database.db.query(
      "UPDATE transport_limit SET per_slot = 2, per_day = NULL WHERE store_id = 1 AND transport_type = 'WAITER'",
    );
    const services = [...pools, pools[0]!, pools[1]!].map((db) => new BookingService(db, bookingTestClock));
    const answers = await Promise.all(
      services
        .slice(0, 3)
        .map((service, i) =>
          service.book(
            principal,
            bookingBody(leads[20 + i]!, { inpDate: '07.03.2030', inpTime: '09:00' }),
            'nlp',
          ),
        ),
    );
    // Two advisors work Thursday 09:00, so the limit (two) is what stops the third, not the advisors.
    expect(successes(answers)).toBe(2);
  });
});
