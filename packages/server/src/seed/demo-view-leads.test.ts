import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { SqlParams } from '../db/sql-params.js';
import { leadViewCondition } from '../leads/lead-query.repository.js';
import type { LeadView } from '../leads/lead-views.js';
import { openEmptyTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { seedDemoData } from './demo-seed.js';

const VIEWS: readonly LeadView[] = [
  'leadManager',
  'globalInbox',
  'globalInboxZero',
  'followUp',
  'smartFollowUp',
  'failureFollowUp',
  'emailFollowUp',
  'contactLater',
  'contactLaterInbox',
  'leadAtRisk',
  'noResponseAtAll',
  'handOff',
  'optOut',
  'archived',
  'auditPlanner',
];

// The demo shows what every lead view is for: none of them is empty on a fresh start.
describe('demo data for the lead views', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    db = database.db;
    await migrate(db);
    await seedDemoData(db);
  });
  afterAll(() => database?.close());

  const count = async (condition: string, values: unknown[] = []) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
          WHERE ${condition}`,
        values,
      )
    )[0]?.n ?? 0;

  it.each(VIEWS)('lists leads in the %s view', async (view) => {
    const params = new SqlParams();
    const condition = leadViewCondition(view, params, new Date());
    expect(await count(condition, params.values)).toBeGreaterThan(0);
  });

  it('hands off to the GM and by hand, each after a hand-off notice in the conversation', async () => {
    expect(await count("f.hand_off = 'GM'")).toBeGreaterThan(0);
    expect(
      await count("f.hand_off = 'MANUAL' AND f.workflow_track = 'CUSTOMER_A_GM_HANDOFF_MANUAL_PULSE_CHECK'"),
    ).toBeGreaterThan(0);
    expect(
      await count(`f.hand_off IS NOT NULL AND NOT EXISTS (SELECT 1 FROM message_instance m
        WHERE m.fsi_id = f.id AND m.notification_type = 'INTERNAL_NOTIFICATION_GM')`),
    ).toBe(0);
  });

  it('keeps staff follow-ups (AI off, a note of what to do) apart from the smart ones', async () => {
    expect(await count('f.user_followup IS NOT NULL AND NOT f.ai_enabled')).toBeGreaterThan(0);
    expect(
      await count("f.follow_up_at IS NOT NULL AND f.ai_enabled AND f.response_insight = 'NR'"),
    ).toBeGreaterThan(0);
  });

  it('archives only finished conversations nobody still has to read', async () => {
    expect(await count('f.archived AND (NOT f.conversation_closed OR f.total_unread_count > 0)')).toBe(0);
  });
});
