import { inReportRange, localReportDay } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { ReportFixture } from './report-test-support.js';
import { reportClient } from './report-test-client.js';

// One demo database for the file; each test counts a store of its own, so the demo's leads never count.
let server: TestServer;
let fixture: ReportFixture;
beforeAll(async () => {
  server = await startTestServer();
  fixture = new ReportFixture(server.db);
});
afterAll(() => server.close());
const { rows, report } = reportClient(() => server);

/**
 * Two days in New York (UTC-5 in early March): on the 3rd two leads are texted and answer an hour later
 * (one asks a question and books, one says STOP); on the 4th one stays silent and one answers in 45
 * minutes with a reply never coded; a fifth customer writes in without being texted.
 */
async function twoDaysOfTexts() {
  const { storeId } = await fixture.store('America/New_York');
  const booker = await fixture.lead(storeId);
  await fixture.text(booker.leadId, '2025-03-03T15:00:00Z', 'SENT');
  await fixture.text(booker.leadId, '2025-03-03T16:00:00Z', 'RECEIVED', { code: 'CQ' });
  await fixture.appointment(booker.leadId, '2025-03-03T17:00:00Z', '2025-03-07T14:00:00Z');
  const stopper = await fixture.lead(storeId);
  await fixture.text(stopper.leadId, '2025-03-03T15:00:00Z', 'SENT');
  await fixture.text(stopper.leadId, '2025-03-03T16:00:00Z', 'RECEIVED', { code: 'STOP' });
  const silent = await fixture.lead(storeId);
  await fixture.text(silent.leadId, '2025-03-04T15:00:00Z', 'SENT');
  const unsure = await fixture.lead(storeId);
  await fixture.text(unsure.leadId, '2025-03-04T15:00:00Z', 'SENT');
  await fixture.text(unsure.leadId, '2025-03-04T15:45:00Z', 'RECEIVED');
  const walkIn = await fixture.lead(storeId);
  await fixture.text(walkIn.leadId, '2025-03-04T18:00:00Z', 'RECEIVED');
  // An internal note is no text to the customer.
  await fixture.text(walkIn.leadId, '2025-03-04T18:30:00Z', 'SENT', { type: 'INTERNAL_NOTES' });
  const range = { storeIds: [storeId], startDate: '2025-03-03', endDate: '2025-03-04' };
  return { storeId, range, booker, stopper, silent, unsure, walkIn };
}

describe('the funnel (spec 2 §9)', () => {
  it('counts contacted, responded, engaged and booked leads, and by day with the percentages of each day’s counts', async () => {
    const { range } = await twoDaysOfTexts();
    const counts = await report('/api/report/funnel-counts', range);
    expect(counts).toEqual({
      status: 200,
      body: { CONTACTED: 4, RESPONDED: 3, ENGAGED: 1, APPT_BOOKING: 1 },
    });
    expect(await rows('/api/report/by-date', range)).toEqual([
      {
        day: '2025-03-03',
        CONTACTED: 2,
        RESPONDED: 2,
        ENGAGED: 1,
        APPT_BOOKING: 1,
        'REPONSE %': 100,
        'CLOSURE RATE %': 50,
        'RESPONSE TO APPT %': 50,
      },
      {
        day: '2025-03-04',
        CONTACTED: 2,
        RESPONDED: 1,
        ENGAGED: 0,
        APPT_BOOKING: 0,
        'REPONSE %': 50,
        'CLOSURE RATE %': 0,
        'RESPONSE TO APPT %': 0,
      },
    ]);
    expect(
      await rows('/api/report/by-date', { ...range, startDate: '2025-04-01', endDate: '2025-04-02' }),
    ).toEqual([
      {
        day: 'No Data For The Duration Selected',
        CONTACTED: 0,
        RESPONDED: 0,
        ENGAGED: 0,
        APPT_BOOKING: 0,
        'REPONSE %': 0,
        'CLOSURE RATE %': 0,
        'RESPONSE TO APPT %': 0,
      },
    ]);
  });
});

describe('response reports', () => {
  it('count texts and replies per day, replies per code, list each reply and the leads who did not answer', async () => {
    const { range, booker, stopper, silent, unsure, walkIn, storeId } = await twoDaysOfTexts();
    expect(await rows('/api/report/responseCount', range)).toEqual([
      { day: '2025-03-03', textsSent: 2, repliesReceived: 2, leadsTexted: 2, leadsReplied: 2 },
      { day: '2025-03-04', textsSent: 2, repliesReceived: 2, leadsTexted: 2, leadsReplied: 2 },
    ]);
    expect(await rows('/api/report/responseInsight', range)).toEqual([
      { code: 'BLANK', label: 'UNCLASSIFIED', meaning: 'Unclassified', replies: 2, leads: 2 },
      { code: 'CQ', label: 'CQ', meaning: 'Customer question', replies: 1, leads: 1 },
      { code: 'STOP', label: 'OPT-OUT', meaning: 'Opt-out', replies: 1, leads: 1 },
    ]);
    const details = await rows('/api/report/messageResponseDetails', range);
    // Newest first; the two replies of the same minute, the later written first.
    expect(details.map((row) => row['leadId'])).toEqual([
      walkIn.leadId,
      unsure.leadId,
      stopper.leadId,
      booker.leadId,
    ]);
    expect(details[0]).toMatchObject({
      storeId,
      day: '2025-03-04',
      code: 'BLANK',
      customerName: walkIn.name,
    });
    expect(await rows('/api/report/no-response-list', range)).toEqual([
      expect.objectContaining({ leadId: silent.leadId, day: '2025-03-04', textsSent: 1 }),
    ]);
    expect(await rows('/api/report/summaryReport', range)).toEqual([
      {
        storeId,
        storeName: expect.any(String),
        leadsTexted: 4,
        leadsReplied: 4,
        appointmentsBooked: 1,
        optOuts: 0,
        handOffs: 0,
      },
    ]);
  });

  it('times the first reply after our first text, per day of that text', async () => {
    const { range } = await twoDaysOfTexts();
    expect(await rows('/api/gm-reports/firstResponse', range)).toEqual([
      { day: '2025-03-03', leadsTexted: 2, leadsReplied: 2, averageMinutes: 60, medianMinutes: 60 },
      { day: '2025-03-04', leadsTexted: 2, leadsReplied: 1, averageMinutes: 45, medianMinutes: 45 },
    ]);
  });

  it('times our first text to the first reply after it: not a reply before it, not a later one, not one after the range', async () => {
    const { storeId } = await fixture.store('America/Chicago');
    const eager = await fixture.lead(storeId);
    await fixture.text(eager.leadId, '2025-06-10T14:00:00Z', 'RECEIVED');
    await fixture.text(eager.leadId, '2025-06-10T16:00:00Z', 'SENT');
    await fixture.text(eager.leadId, '2025-06-10T17:00:00Z', 'RECEIVED');
    await fixture.text(eager.leadId, '2025-06-10T15:00:00Z', 'SENT');
    await fixture.text(eager.leadId, '2025-06-10T15:30:00Z', 'RECEIVED');
    // 23:30 on the 10th in Chicago (UTC-5); the answer comes at 00:20 on the 11th, after the range.
    const late = await fixture.lead(storeId);
    await fixture.text(late.leadId, '2025-06-11T04:30:00Z', 'SENT');
    await fixture.text(late.leadId, '2025-06-11T05:20:00Z', 'RECEIVED');
    const range = { storeIds: [storeId], startDate: '2025-06-10', endDate: '2025-06-10' };
    expect(await rows('/api/gm-reports/firstResponse', range)).toEqual([
      { day: '2025-06-10', leadsTexted: 2, leadsReplied: 1, averageMinutes: 30, medianMinutes: 30 },
    ]);
  });
});

describe('day buckets', () => {
  it('counts each text on the day the domain says it falls on in its store’s zone, once', async () => {
    const zones = ['America/New_York', 'Pacific/Honolulu'];
    const stores = await Promise.all(zones.map((zone) => fixture.store(zone)));
    const leads = await Promise.all(stores.map((store) => fixture.lead(store.storeId)));
    const range = { startDate: '2025-05-01', endDate: '2025-05-02' };
    const expected = new Map<string, number>();
    let seed = 7;
    for (let i = 0; i < 40; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // Spread over 30 April to 3 May UTC, so many texts sit near a local midnight.
      const at = new Date(Date.parse('2025-04-30T00:00:00Z') + (seed % (4 * 86_400)) * 1000).toISOString();
      const store = i % 2;
      await fixture.text(leads[store]!.leadId, at, 'SENT');
      if (inReportRange(at, zones[store]!, range)) {
        const day = localReportDay(at, zones[store]!);
        expected.set(day, (expected.get(day) ?? 0) + 1);
      }
    }
    const counted = await rows('/api/report/responseCount', {
      ...range,
      storeIds: stores.map((store) => store.storeId),
    });
    expect(Object.fromEntries(counted.map((row) => [row['day'], row['textsSent']]))).toEqual(
      Object.fromEntries([...expected].sort()),
    );
  });
});
