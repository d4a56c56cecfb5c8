import { OPTED_OUT_MESSAGE, type Clock, type Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportClient } from '../reports/report-test-client.js';
import { countingCarrier } from '../testing/counting-carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { askHowTheVisitWent } from './thank-you.js';
import {
  closedReport,
  COMPLAINT,
  customerReplies,
  feedOn,
  notesOf,
  openVisit,
  outboxOf,
  SURVEY_NIGHT,
  SURVEY_NOON,
  surveyClassifier,
  surveyOf,
  type Visit,
} from './visit-survey-test-support.js';

// Issue 34 part 2 on the server: a repair order reaching Closed ROs texts its customer one thank-you,
// through the outbox (quiet hours, opt-out); the answer goes to the service manager (1–3, a complaint)
// or earns the store's review link (4–5), and is kept on the visit. Runs on PGlite and on PostgreSQL.
const THANK_YOU =
  /^Hi .+, thank you for your visit to Torque Toyota of Brooklyn\. How did it go\? Reply 1 to 5/;
const REVIEW_URL = 'https://g.page/r/torque-toyota-brooklyn/review';

let server: TestServer;
let now = SURVEY_NOON;
const clock: Clock = { now: () => now };
const carrier = countingCarrier();
let offset = 0;
const nextVisit = (storeId = 1) => openVisit(server, storeId, offset++);

beforeAll(async () => {
  server = await startTestServer({
    carrier: carrier.factory,
    clock,
    replyClassifier: surveyClassifier,
    outboxTiming: { pollMs: 20 },
  });
});
afterAll(() => server.close());

async function closeAt(visit: Visit, at = now): Promise<void> {
  await feedOn(server.db, clock).apply(closedReport(visit, at));
}
const sentTo = (visit: Visit) =>
  carrier.sent.filter((sms) => sms.to === visit.cellular).map((sms) => sms.body);
const leadOf = async (leadId: number) =>
  (
    await server.db.query<{ hand_off: string | null; response_reqd: boolean }>(
      'SELECT hand_off, response_reqd FROM future_service_interaction WHERE id = $1',
      [leadId],
    )
  )[0]!;

describe('the thank-you when a repair order closes', () => {
  it('texts the customer once per visit, however often and however many instances apply the close', async () => {
    const visit = await nextVisit();
    const second = feedOn(await server.database.connectAgain(), clock);
    // Two instances at once, then a retry of the same report.
    await Promise.all([closeAt(visit), second.apply(closedReport(visit, now))]);
    await closeAt(visit);
    const surveys = await surveyOf(server, visit);
    expect(surveys).toHaveLength(1);
    expect(surveys[0]).toMatchObject({ asked_at: SURVEY_NOON, skipped_reason: null });
    const queued = await outboxOf(server, visit.leadId);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toMatch(THANK_YOU);
    await vi.waitFor(() => expect(sentTo(visit)).toHaveLength(1));
    expect(sentTo(visit)[0]).toMatch(THANK_YOU);
  });

  it('claims a visit once even when writers ask at the same moment: the visit is the unique key', async () => {
    const visit = await nextVisit();
    await server.db.query(
      "UPDATE repair_order SET status = 'CLOSED', closed_on = '2030-03-05' WHERE id = $1",
      [visit.orderId],
    );
    const other = await server.database.connectAgain();
    const ask = (db: typeof other) =>
      db.transaction((tx) =>
        askHowTheVisitWent(tx, { id: visit.orderId, status: 'CLOSED', fsiId: visit.leadId }, now),
      );
    const asked = await Promise.all([ask(server.db), ask(other), ask(server.db), ask(other)]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(await surveyOf(server, visit)).toHaveLength(1);
    expect(await outboxOf(server, visit.leadId)).toHaveLength(1);
  });

  it('asks a Spanish-speaking customer in Spanish', async () => {
    const visit = await nextVisit();
    await server.db.query("UPDATE customer SET preferred_language = 'es' WHERE id = $1", [visit.customerId]);
    await closeAt(visit);
    const [queued] = await outboxOf(server, visit.leadId);
    expect(queued!.body).toMatch(
      /^Hola .+, gracias por su visita a Torque Toyota of Brooklyn\. ¿Cómo le fue\?/,
    );
  });

  it('holds the thank-you through quiet hours, and a reply before it goes is not its answer', async () => {
    const visit = await nextVisit();
    now = SURVEY_NIGHT;
    try {
      await closeAt(visit);
      const [queued] = await outboxOf(server, visit.leadId);
      // 8 am the next morning in New York.
      expect(queued!.not_before).toEqual(new Date('2030-03-06T13:00:00Z'));
      expect((await surveyOf(server, visit))[0]!.asked_at).toEqual(new Date('2030-03-06T13:00:00Z'));
      await customerReplies(server, visit, '2');
      expect((await surveyOf(server, visit))[0]!.score).toBeNull();
      expect(sentTo(visit)).toEqual([]);
    } finally {
      now = SURVEY_NOON;
    }
  });

  it('texts an opted-out customer nothing, and the conversation says why', async () => {
    const visit = await nextVisit();
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [visit.customerId]);
    await closeAt(visit);
    expect(await outboxOf(server, visit.leadId)).toEqual([]);
    expect(await surveyOf(server, visit)).toEqual([
      expect.objectContaining({ message_id: null, skipped_reason: OPTED_OUT_MESSAGE }),
    ]);
    expect((await notesOf(server, visit.leadId)).map((note) => note.content)).toContain(
      `Thank-you text not sent: ${OPTED_OUT_MESSAGE}`,
    );
  });
});

describe('the answer', () => {
  it('hands a 2 privately to the store’s service manager, with the customer’s words, and keeps it', async () => {
    const visit = await nextVisit();
    await closeAt(visit);
    await customerReplies(server, visit, '2');
    const [survey] = await surveyOf(server, visit);
    expect(survey).toMatchObject({ score: 2, answer: '2', outcome: 'MANAGER' });
    const handOff = (await notesOf(server, visit.leadId)).find((note) =>
      note.content.startsWith('Handed to you'),
    );
    // Store 1 has no service division manager: its store manager, Marcus Reed, is the one.
    expect(handOff).toEqual({
      content: `Handed to you (service manager Marcus Reed): rated the visit 2 of 5 (repair order ${visit.roNumber}). Customer wrote: "2"`,
      to_name: 'Marcus Reed',
      notification_type: 'INTERNAL_NOTIFICATION',
      response_reqd: true,
    });
    expect(await leadOf(visit.leadId)).toEqual({ hand_off: 'MANUAL', response_reqd: true });
    const bodies = (await outboxOf(server, visit.leadId)).map((row) => row.body);
    expect(bodies[1]).toMatch(
      /^Thank you for telling us, .+\. Our service manager will contact you shortly\.$/,
    );
  });

  it('hands a 3 to the manager too, and at another store to that store’s service division manager', async () => {
    const visit = await nextVisit(3);
    await closeAt(visit);
    await customerReplies(server, visit, '3 - the wait was long');
    const notes = await notesOf(server, visit.leadId);
    expect(notes.find((note) => note.content.startsWith('Handed to you'))).toMatchObject({
      to_name: 'Kenji Watanabe',
      content: expect.stringContaining('rated the visit 3 of 5'),
    });
  });

  it('hands a complaint in words to the manager, escaped as typed', async () => {
    const visit = await nextVisit();
    await closeAt(visit);
    await customerReplies(server, visit, COMPLAINT);
    expect((await surveyOf(server, visit))[0]).toMatchObject({
      score: null,
      outcome: 'MANAGER',
      answer: COMPLAINT,
    });
    const notes = await notesOf(server, visit.leadId);
    expect(notes.find((note) => note.content.startsWith('Handed to you'))!.content).toBe(
      `Handed to you (service manager Marcus Reed): a complaint after the visit (repair order ${visit.roNumber}). ` +
        'Customer wrote: "they left &lt;grease&gt; &amp; oil all over my seat"',
    );
  });

  it('sends a 4 the store’s review link, and a 5 only thanks when the store has none (staff see why)', async () => {
    await server.db.query('UPDATE store SET review_url = $1 WHERE id = 1', [REVIEW_URL]);
    const happy = await nextVisit();
    await closeAt(happy);
    await customerReplies(server, happy, '4');
    expect((await surveyOf(server, happy))[0]).toMatchObject({ score: 4, outcome: 'REVIEW_LINK' });
    expect((await outboxOf(server, happy.leadId))[1]!.body).toMatch(new RegExp(`review\\? ${REVIEW_URL}$`));
    expect((await leadOf(happy.leadId)).hand_off).toBeNull();

    await server.db.query('UPDATE store SET review_url = NULL WHERE id = 1');
    const noLink = await nextVisit();
    await closeAt(noLink);
    await customerReplies(server, noLink, 'five stars');
    expect((await surveyOf(server, noLink))[0]).toMatchObject({ score: 5, outcome: 'THANKED' });
    expect((await outboxOf(server, noLink.leadId))[1]!.body).toMatch(
      /^Thank you, .+! We are glad it went well\.$/,
    );
    expect((await notesOf(server, noLink.leadId)).map((note) => note.content)).toContain(
      `Rated the visit 5 of 5 (repair order ${noLink.roNumber}): no review link was sent, because this store has none set in Settings › Review link.`,
    );
  });

  it('answers once: a second number after the answer is the assistant’s again', async () => {
    const visit = await nextVisit();
    await closeAt(visit);
    await customerReplies(server, visit, '5');
    await customerReplies(server, visit, '1');
    expect((await surveyOf(server, visit))[0]).toMatchObject({ score: 5 });
    expect(
      (await notesOf(server, visit.leadId)).some((note) => note.content.startsWith('Handed to you')),
    ).toBe(false);
  });
});

describe('which question a bare number answers', () => {
  it('is the booking offer’s when the assistant offered times after the thank-you: "2" books', async () => {
    const visit = await nextVisit();
    await closeAt(visit);
    now = new Date(SURVEY_NOON.getTime() + 60_000);
    try {
      await customerReplies(server, visit, 'can I come thursday around 2');
      const offer = await server.db.query('SELECT 1 FROM assistant_slot_offer WHERE fsi_id = $1', [
        visit.leadId,
      ]);
      expect(offer).toHaveLength(1);
      now = new Date(SURVEY_NOON.getTime() + 120_000);
      await customerReplies(server, visit, '2');
      expect((await surveyOf(server, visit))[0]!.score).toBeNull();
      await vi.waitFor(async () =>
        expect(
          await server.db.query("SELECT 1 FROM appointment WHERE fsi_id = $1 AND status = 'BOOKED'", [
            visit.leadId,
          ]),
        ).toHaveLength(1),
      );
    } finally {
      now = SURVEY_NOON;
    }
  });

  it('is the survey’s when the thank-you came after the offer', async () => {
    const visit = await nextVisit();
    now = new Date(SURVEY_NOON.getTime() - 120_000);
    try {
      await customerReplies(server, visit, 'can I come thursday around 2');
      expect(
        await server.db.query('SELECT 1 FROM assistant_slot_offer WHERE fsi_id = $1', [visit.leadId]),
      ).toHaveLength(1);
      now = SURVEY_NOON;
      await closeAt(visit);
      await customerReplies(server, visit, '2');
      expect((await surveyOf(server, visit))[0]).toMatchObject({ score: 2, outcome: 'MANAGER' });
      expect(await server.db.query('SELECT 1 FROM appointment WHERE fsi_id = $1', [visit.leadId])).toEqual(
        [],
      );
    } finally {
      now = SURVEY_NOON;
    }
  });
});

describe('the satisfaction report', () => {
  const { report, rows } = reportClient(() => server);
  const WEEK = { storeIds: [2], startDate: '2030-03-04', endDate: '2030-03-10' };

  it('counts the week’s thank-yous per store and advisor: answered, response rate, average, low and high', async () => {
    const low = await nextVisit(2);
    const high = await nextVisit(2);
    const silent = await nextVisit(2);
    const optedOut = await nextVisit(2);
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [optedOut.customerId]);
    for (const visit of [low, high, silent, optedOut]) await closeAt(visit);
    await customerReplies(server, low, '2');
    await customerReplies(server, high, '5');
    const [advisor] = await server.db.query<{ name: string }>(
      'SELECT a.name FROM repair_order r JOIN service_advisor a ON a.id = r.advisor_id WHERE r.id = $1',
      [low.orderId],
    );
    // The opted-out customer was never asked: not in the count.
    expect(await rows('/api/report/satisfaction', WEEK)).toEqual([
      {
        week: '2030-03-04',
        storeId: 2,
        storeName: 'Torque Ford Chicago',
        advisorName: advisor!.name,
        asked: 3,
        answered: 2,
        responseRate: 67,
        averageScore: 3.5,
        low: 1,
        high: 1,
      },
    ]);
    const answers = await rows('/api/report/satisfaction-details', WEEK);
    expect(answers.map((row) => [row['leadId'], row['score'], row['outcome']]).sort()).toEqual(
      [
        [low.leadId, 2, 'Handed to the service manager'],
        [high.leadId, 5, 'Thanked (no review link)'],
        [silent.leadId, null, 'Not answered'],
      ].sort(),
    );
    expect(answers.find((row) => row['leadId'] === low.leadId)).toMatchObject({
      roNumber: low.roNumber,
      answer: '2',
      day: '2030-03-05',
    });
    // The week after counts none of them.
    expect(
      await rows('/api/report/satisfaction', { ...WEEK, startDate: '2030-03-11', endDate: '2030-03-17' }),
    ).toEqual([]);
  });

  it('answers within the user’s role and stores', async () => {
    // The Brooklyn store's manager does not see Chicago's answers; a role without reports is refused.
    const scoped = await report('/api/report/satisfaction', WEEK, 'OFFICE_MANAGER');
    expect(scoped.status).toBe(200);
    expect(scoped.body['data']).toEqual([]);
    expect((await report('/api/report/satisfaction', WEEK, 'OFFICE_USER')).status).toBe(403);
  });
});

describe('the store’s review link setting', () => {
  const put = async (role: Role, reviewUrl: string | null, storeId = 1) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/settings/stores/${storeId}/review-link`,
      headers: await server.signIn(role),
      payload: { reviewUrl },
    });

  it('saves an https link and clears it; refuses anything else in plain words', async () => {
    const saved = await put('ENTERPRISE_ADMIN', ` ${REVIEW_URL} `);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ storeId: 1, reviewUrl: REVIEW_URL });
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/settings/stores/1/review-link',
      headers: await server.signIn('CORPORATE_ADMIN'),
    });
    expect(read.json()).toEqual({ storeId: 1, reviewUrl: REVIEW_URL });
    const insecure = await put('ENTERPRISE_ADMIN', 'http://example.com/review');
    expect(insecure.statusCode).toBe(400);
    expect(insecure.body).toContain('The review link must be a full https:// address');
    expect((await put('ENTERPRISE_ADMIN', 'https://x.com/' + 'a'.repeat(700))).statusCode).toBe(400);
    expect((await put('ENTERPRISE_ADMIN', '')).json()).toEqual({ storeId: 1, reviewUrl: null });
  });

  it('lets only settings editors change it, and only roles that see settings read it', async () => {
    expect((await put('CORPORATE_ADMIN', REVIEW_URL)).statusCode).toBe(403);
    expect((await put('OFFICE_MANAGER', REVIEW_URL)).statusCode).toBe(403);
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/settings/stores/1/review-link',
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(read.statusCode).toBe(403);
    expect((await put('ENTERPRISE_ADMIN', REVIEW_URL, 999)).statusCode).toBe(404);
  });
});
