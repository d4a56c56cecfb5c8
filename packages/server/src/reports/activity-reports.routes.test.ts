import { localReportDay } from '@torque/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
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
const ZONE = 'America/Los_Angeles';
/** Yesterday and today in the store's zone: what "now" falls in, whatever the hour. */
const recentDays = () => {
  const today = localReportDay(new Date(), ZONE);
  return { startDate: DateTime.fromISO(today).minus({ days: 1 }).toISODate()!, endDate: today };
};

describe('figures that agree with the rest of Torque', () => {
  it('a STOP texted in through the carrier webhook puts that lead in the opt-out report', async () => {
    const { storeId, phone } = await fixture.store(ZONE);
    const customer = await fixture.lead(storeId);
    const range = { storeIds: [storeId], ...recentDays() };
    expect(await rows('/api/report/optout-response-list', range)).toEqual([]);
    const webhook = await postTwilio(
      server.app,
      '/webhooks/twilio/sms',
      textFrom(customer.cellular, phone, 'STOP'),
    );
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(await rows('/api/report/optout-response-list', range)).toEqual([
      expect.objectContaining({
        leadId: customer.leadId,
        customerName: customer.name,
        storeId,
        text: 'STOP',
        source: 'sms-keyword',
      }),
    ]);
    expect((await rows('/api/report/summaryReport', range))[0]).toMatchObject({
      optOuts: 1,
      leadsReplied: 1,
    });
    expect(await rows('/api/report/responseInsight', range)).toEqual([
      expect.objectContaining({ code: 'STOP', label: 'OPT-OUT', replies: 1 }),
    ]);
  });

  it('an opt-in (START) or an ordinary reply does not put a lead in the opt-out report; a STOP does', async () => {
    const { storeId, phone } = await fixture.store(ZONE);
    const optedIn = await fixture.lead(storeId);
    const replied = await fixture.lead(storeId);
    const optedOut = await fixture.lead(storeId);
    const range = { storeIds: [storeId], ...recentDays() };
    for (const [customer, text] of [
      [optedIn, 'START'],
      [replied, 'Thanks, see you Tuesday'],
      [optedOut, 'STOP'],
    ] as const) {
      const webhook = await postTwilio(
        server.app,
        '/webhooks/twilio/sms',
        textFrom(customer.cellular, phone, text),
      );
      expect(webhook.statusCode, webhook.body).toBe(200);
    }
    const listed = (await rows('/api/report/optout-response-list', range)) as { leadId: number }[];
    expect(listed.map((row) => row.leadId)).toEqual([optedOut.leadId]);
    expect((await rows('/api/report/summaryReport', range))[0]).toMatchObject({ optOuts: 1 });
  });

  it('a first reply through the carrier webhook shows in the first-response report, timed from our text', async () => {
    const { storeId, phone } = await fixture.store(ZONE);
    const customer = await fixture.lead(storeId);
    await fixture.text(customer.leadId, new Date(Date.now() - 30 * 60_000).toISOString(), 'SENT');
    const reply = textFrom(customer.cellular, phone, 'Tuesday morning works for me');
    expect((await postTwilio(server.app, '/webhooks/twilio/sms', reply)).statusCode).toBe(200);
    const [day] = await rows('/api/gm-reports/firstResponse', { storeIds: [storeId], ...recentDays() });
    expect(day).toMatchObject({ leadsTexted: 1, leadsReplied: 1 });
    expect(day!['averageMinutes']).toBeGreaterThanOrEqual(30);
    expect(day!['averageMinutes']).toBeLessThan(32);
  });
});

describe('GM, no-show, log-mode and sign-in reports', () => {
  it('counts hand-offs by kind and lists the handed-off leads with the reply before the hand-off', async () => {
    const { storeId } = await fixture.store(ZONE);
    const gm = await fixture.lead(storeId, { handOff: { kind: 'GM', at: '2025-03-03T20:00:00Z' } });
    await fixture.text(gm.leadId, '2025-03-03T19:00:00Z', 'RECEIVED', {
      code: 'REQ-CALL',
      content: 'Call me please',
    });
    await fixture.text(gm.leadId, '2025-03-03T21:00:00Z', 'RECEIVED', { code: 'CQ' });
    const manual = await fixture.lead(storeId, { handOff: { kind: 'MANUAL', at: '2025-03-04T20:00:00Z' } });
    await fixture.lead(storeId, { handOff: { kind: 'GM', at: '2025-03-09T20:00:00Z' } });
    const range = { storeIds: [storeId], startDate: '2025-03-03', endDate: '2025-03-04' };
    expect(await rows('/api/gm-reports/handoff-type', range)).toEqual([
      { handOffType: 'GM', label: 'GM hand-off', leads: 1 },
      { handOffType: 'MANUAL', label: 'Manual hand-off', leads: 1 },
    ]);
    expect(await rows('/api/gm-reports/responseInsight', range)).toEqual([
      expect.objectContaining({
        leadId: manual.leadId,
        handOffType: 'MANUAL',
        replyCode: null,
        day: '2025-03-04',
      }),
      expect.objectContaining({
        leadId: gm.leadId,
        handOffType: 'GM',
        replyCode: 'REQ-CALL',
        lastReply: 'Call me please',
      }),
    ]);
  });

  it('lists no-shows on their appointment day and the assistant’s log-mode notes', async () => {
    const { storeId } = await fixture.store(ZONE);
    const missed = await fixture.lead(storeId);
    await fixture.appointment(missed.leadId, '2025-03-01T18:00:00Z', '2025-03-04T17:00:00Z', 'NO_SHOW');
    const came = await fixture.lead(storeId);
    await fixture.appointment(came.leadId, '2025-03-01T18:00:00Z', '2025-03-04T17:00:00Z', 'SHOW');
    await fixture.logModeNote(came.leadId, '2025-03-04T17:00:00Z', 'DISCARDED');
    await fixture.text(came.leadId, '2025-03-04T18:00:00Z', 'SENT', { type: 'INTERNAL_NOTES' });
    const range = { storeIds: [storeId], startDate: '2025-03-03', endDate: '2025-03-04' };
    expect(await rows('/api/report/no-show', range)).toEqual([
      expect.objectContaining({ leadId: missed.leadId, day: '2025-03-04' }),
    ]);
    expect(await rows('/api/svc-message-instance/report/logMessages', range)).toEqual([
      expect.objectContaining({ leadId: came.leadId, outcome: 'DISCARDED', message: 'Held reply' }),
    ]);
  });

  it('counts each user’s sign-ins in the range', async () => {
    await server.signIn('OFFICE_MANAGER');
    const today = localReportDay(new Date(), 'America/New_York');
    const range = {
      startDate: DateTime.fromISO(today).minus({ days: 1 }).toISODate()!,
      endDate: DateTime.fromISO(today).plus({ days: 1 }).toISODate()!,
    };
    const users = await rows('/api/login-activity-reports', range);
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'office_manager@torque.demo', signIns: 1, activeDays: 1 }),
        expect.objectContaining({ email: 'super_user@torque.demo', signIns: 1 }),
      ]),
    );
  });
});

describe('who may read which figures', () => {
  it('shows a store manager the sign-ins of their store only, not enterprise-wide staff', async () => {
    await server.signIn('OFFICE_MANAGER');
    await server.signIn('SUPER_USER');
    const today = localReportDay(new Date(), 'America/New_York');
    const range = {
      startDate: DateTime.fromISO(today).minus({ days: 1 }).toISODate()!,
      endDate: DateTime.fromISO(today).plus({ days: 1 }).toISODate()!,
    };
    const seen = await report('/api/login-activity-reports', range, 'OFFICE_MANAGER');
    const emails = (seen.body['data'] as { email: string }[]).map((row) => row.email);
    expect(emails).toContain('office_manager@torque.demo');
    expect(emails).not.toContain('super_user@torque.demo');
  });

  it('refuses roles without Reports, counts only the stores a manager may see, and refuses a range over 366 days', async () => {
    const { storeId } = await fixture.store(ZONE);
    await fixture.lead(storeId, { createdOn: '2025-03-03T20:00:00Z' });
    const range = { storeIds: [storeId], startDate: '2025-03-03', endDate: '2025-03-04' };
    expect((await report('/api/report/leadStatusReport', range, 'OFFICE_USER')).status).toBe(403);
    expect(await report('/api/report/leadStatusReport', range, 'OFFICE_MANAGER')).toMatchObject({
      status: 200,
      body: { data: [], total: 0 },
    });
    const tooLong = await report('/api/report/leadStatusReport', { ...range, startDate: '2024-01-01' });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('at most 366 days') },
    });
    const backwards = await report('/api/report/funnel-counts', { ...range, startDate: '2025-03-05' });
    expect(backwards.status).toBe(400);
  });
});
