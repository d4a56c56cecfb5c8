import { readConsentReply } from '@torque/domain';
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

  it("has a possible opt-out waiting for staff (issue 29), the customer's reply the last thing said", async () => {
    const [pending] = await db.query<{ text: string; fsi_id: number; ai_enabled: boolean; unread: number }>(
      `SELECT cp.text, cp.fsi_id, f.ai_enabled, f.total_unread_count AS unread FROM consent_pending cp
         JOIN future_service_interaction f ON f.id = cp.fsi_id`,
    );
    expect(pending).toMatchObject({ text: 'ok enough already', ai_enabled: false });
    expect(pending!.unread).toBeGreaterThan(0);
    const [last] = await db.query<{ content: string }>(
      `SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'SMS'
        ORDER BY created_on DESC, id DESC LIMIT 1`,
      [pending!.fsi_id],
    );
    expect(last?.content).toBe('ok enough already');
    expect(readConsentReply('ok enough already').intent).toBe('possible-opt-out');
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
