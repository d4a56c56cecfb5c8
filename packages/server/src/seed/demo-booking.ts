import { DateTime } from 'luxon';
import type { Queryable } from '../db/database.js';
import { DEMO_STORES } from './demo-organisation.js';

/** The demo stores' service menu: what each opcode is and the technician (skill) hours it takes. */
export const DEMO_OPCODES = [
  { code: 'LOF', description: 'Lube, oil and filter', skillHours: 0.5 },
  { code: 'ROT', description: 'Tire rotation', skillHours: 0.5 },
  { code: 'MPI', description: 'Multi-point inspection', skillHours: 0.3 },
  { code: 'SI', description: 'State inspection', skillHours: 0.75 },
  { code: 'CABIN', description: 'Cabin air filter', skillHours: 0.2 },
  { code: 'BATT', description: 'Battery test and replace', skillHours: 0.5 },
  { code: 'BRK', description: 'Front brake pads and rotors', skillHours: 1.5 },
  { code: 'ALIGN', description: 'Four-wheel alignment', skillHours: 1.2 },
] as const;

/** Advisor numbers as a DMS would give them: the store code's digits and the advisor's place. */
export const demoAdvisorNo = (storeCode: string, index: number): string =>
  `${storeCode.replace(/\D/g, '')}${String(index + 1).padStart(2, '0')}`;

/** First advisor opens early and works Saturday mornings; the second keeps office hours. */
const WEEKS = [
  [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, opens: '07:30', closes: '17:00' }))
    .concat([{ weekday: 6, opens: '08:00', closes: '13:00' }]),
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:30', closes: '18:00' })),
];

/** A store's loaner fleet and shuttle van are small; waiters fill the lounge; drop-offs the lot. */
const LIMITS = [
  { transport: 'WAITER', perSlot: 2, perDay: 12 },
  { transport: 'DROP_OFF', perSlot: 3, perDay: null },
  { transport: 'LOANER', perSlot: 1, perDay: 3 },
  { transport: 'SHUTTLE', perSlot: 1, perDay: 6 },
] as const;

/**
 * Booking's demo data (issue 16): each store's advisors with their weeks, the second one off next
 * Friday (an override), the opcodes with skill hours, transport limits and booking rules, so the
 * booking screen offers believable slots. Rows another part seeded first are kept (ON CONFLICT).
 */
export async function addDemoBooking(tx: Queryable, now: Date): Promise<void> {
  for (const store of DEMO_STORES) {
    await tx.query(
      `INSERT INTO store_booking_rules (store_id, slot_minutes, buffer_minutes, minimum_notice_minutes, days_ahead)
       VALUES ($1, 30, 10, 120, 7) ON CONFLICT (store_id) DO NOTHING`,
      [store.id],
    );
    for (const limit of LIMITS)
      await tx.query(
        `INSERT INTO transport_limit (store_id, transport_type, per_slot, per_day) VALUES ($1, $2, $3, $4)
         ON CONFLICT (store_id, transport_type) DO NOTHING`,
        [store.id, limit.transport, limit.perSlot, limit.perDay],
      );
    for (const opcode of DEMO_OPCODES)
      await tx.query(
        `INSERT INTO opcode (store_id, code, description, skill_hours) VALUES ($1, $2, $3, $4)
         ON CONFLICT (store_id, code) DO NOTHING`,
        [store.id, opcode.code, opcode.description, opcode.skillHours],
      );
    const nextFriday = DateTime.fromJSDate(now, { zone: store.timeZone })
      .plus({ weeks: 1 })
      .set({ weekday: 5 });
    for (const [index, advisor] of store.advisors.entries()) {
      const advisorNo = demoAdvisorNo(store.code, index);
      await tx.query(
        `INSERT INTO service_advisor (store_id, advisor_no, name) VALUES ($1, $2, $3)
         ON CONFLICT (store_id, advisor_no) DO NOTHING`,
        [store.id, advisorNo, advisor.name],
      );
      for (const day of WEEKS[index % WEEKS.length] ?? [])
        await tx.query(
          `INSERT INTO advisor_weekly_hours (advisor_id, weekday, opens, closes)
           SELECT id, $3, $4::time, $5::time FROM service_advisor WHERE store_id = $1 AND advisor_no = $2
           ON CONFLICT DO NOTHING`,
          [store.id, advisorNo, day.weekday, day.opens, day.closes],
        );
      if (index === 1)
        await tx.query(
          `INSERT INTO advisor_hours_override (advisor_id, on_date)
           SELECT id, $3::date FROM service_advisor WHERE store_id = $1 AND advisor_no = $2 ON CONFLICT DO NOTHING`,
          [store.id, advisorNo, nextFriday.toISODate()],
        );
    }
  }
}
