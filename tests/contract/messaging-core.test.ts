import { ROLES } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTwilio, textFrom } from '../../packages/server/src/testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { MESSAGING_CORE_OPERATIONS } from './support/messaging-core-operations.js';
import { contractCaller } from './support/contract-caller.js';
import { contractErrors } from './support/openapi-validator.js';

// Issue 5 against openapi/: every operation of MESSAGING_CORE_OPERATIONS answers as documented
// (the same server and database helper as the server's integration tests: PGlite, or PostgreSQL with
// TORQUE_TEST_DATABASE_URL).
let server: TestServer;
let auth: { authorization: string };
const TOYOTA = '+17185550142';

const { call, exercised, byId } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('messaging core keeps the contract', () => {
  let lead = { id: 0, customerId: 0, vehicleId: 0, cellular: '' };
  let inboundId = 0;

  it('receives texts and statuses through the carrier webhooks', async () => {
    [lead] = (await server.db.query<typeof lead>(
      `SELECT f.id, c.id AS "customerId", f.vehicle_id AS "vehicleId", c.cellular FROM future_service_interaction f
         JOIN customer c ON c.id = f.customer_id WHERE f.store_id = 1 AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id LIMIT 1`,
    )) as [typeof lead];
    const form = textFrom(lead.cellular, TOYOTA, 'Yes, Tuesday at 10am works');
    const twiml = await postTwilio(server.app, '/webhooks/twilio/sms', form);
    expect(twiml.statusCode).toBe(200);
    expect(twiml.headers['content-type']).toContain('text/xml');
    exercised.add('receiveTwilioSms');
    const forged = await postTwilio(server.app, '/webhooks/twilio/sms', form, { token: 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(contractErrors('/webhooks/twilio/sms', 'post', 403, forged.json())).toEqual([]);
    [{ id: inboundId }] = (await server.db.query<{ id: number }>(
      'SELECT id FROM message_instance WHERE provider_message_id = $1',
      [form.MessageSid],
    )) as [{ id: number }];
    const status = await postTwilio(server.app, '/webhooks/twilio/status?outboxId=1', {
      MessageSid: 'SMunknown',
      MessageStatus: 'delivered',
    });
    expect(status.statusCode).toBe(200);
    expect(contractErrors('/webhooks/twilio/status', 'post', 200, status.json())).toEqual([]);
    exercised.add('receiveTwilioStatus');
    const bandwidth = {
      authorization: `Basic ${Buffer.from('torque-dev:torque-dev-bandwidth-password').toString('base64')}`,
    };
    const event = {
      type: 'message-received',
      to: TOYOTA,
      message: {
        id: 'bw-1',
        direction: 'in',
        from: lead.cellular,
        to: [TOYOTA],
        text: 'Hello from Bandwidth',
      },
    };
    expect((await call('receiveBandwidthEvents', { payload: [event], headers: bandwidth })).status).toBe(200);
    expect(
      (await call('receiveBandwidthEvents', { payload: [event], headers: { authorization: 'Basic eDp5' } }))
        .status,
    ).toBe(403);
  });

  it('shows intents and runs log mode', async () => {
    const fsi = `future-service-interaction-id=${lead.id}`;
    expect(
      (
        await call('getIntentDetails', {
          url: `/api/future-service-interaction/intentDetails?${fsi}&messageId=${inboundId}`,
        })
      ).body,
    ).toMatchObject({
      finalIntentNames: expect.arrayContaining(['DT_DETECTED']),
      classification: { code: 'APPT-SET', correctedCode: null },
    });
    const corrected = await call('correctReplyClassification', {
      url: `/api/future-service-interaction/intentDetails/classification?${fsi}&messageId=${inboundId}`,
      payload: { code: 'ASA' },
    });
    expect(corrected.body).toMatchObject({ classification: { code: 'APPT-SET', correctedCode: 'ASA' } });
    const refused = await call('correctReplyClassification', {
      url: `/api/future-service-interaction/intentDetails/classification?${fsi}&messageId=${inboundId}`,
      payload: { code: 'NOT-A-CODE' },
    });
    expect(refused.status).toBe(400);
    expect(
      (await call('enableLogMode', { url: `/api/future-service-interaction/track/logMode?${fsi}` })).status,
    ).toBe(200);
    expect(
      (await call('updateLogModeResponseValidity', { payload: { id: inboundId, validLogMode: true } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('interveneInternalNote', {
          payload: { futureServiceInteractionId: lead.id, messageInstanceId: inboundId },
        })
      ).status,
    ).toBe(404);
  });

  it('serves every lead view as a page of leads', async () => {
    const views = MESSAGING_CORE_OPERATIONS.filter((id) => /^(lisa)?[sS]earch/.test(id));
    for (const id of views) {
      const page = await call(id, {
        url: `${byId.get(id)!.path}?page=0&size=5`,
        payload: { searchText: '' },
      });
      expect(page.status, id).toBe(200);
    }
    const inbox = await call('searchGlobalInbox', {
      url: '/api/future-service-interaction/gi?page=0&size=500',
      payload: {},
    });
    expect((inbox.body.data as { id: number }[]).some((row) => row.id === lead.id)).toBe(true);
  });

  it('sets every lead flag, with the DT forced retry', async () => {
    const { id } = lead;
    expect((await call('updateAiEnabled', { payload: { id, aiEnabled: false } })).body).toEqual({
      message: 'Successfully Updated',
    });
    expect((await call('updateAppointmentSet', { payload: { id, appointmentSet: true } })).status).toBe(200);
    const dt = { id, lastMessage: 'Tuesday at 10am', dtDialogEnabled: true, manualBooking: false };
    const refused = await call('resumeDtDialog', { payload: dt });
    expect(refused.status).toBe(400);
    expect((await call('resumeDtDialog', { payload: { ...dt, isForced: true } })).body).toEqual({
      message: 'Date Time Dialogue Sent',
    });
    expect((await call('disableDtDialog', { payload: { ...dt, dtDialogEnabled: false } })).body).toEqual({
      message: 'Date Time Dialogue Disabled',
    });
    expect(
      (await call('updateConversationClosed', { payload: { id, conversationClosed: false } })).status,
    ).toBe(200);
    expect(
      (await call('updateResponseRequired', { payload: { id, responseReqd: true, type: 'CALL_BACK' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('getResponseRequired', {
          url: `/api/svc-message-instance/response-reqd?future_service_interaction_id=${id}`,
        })
      ).body,
    ).toEqual({
      futureServiceInteractionId: id,
      responseReqd: true,
      type: 'CALL_BACK',
    });
  });

  it('records workflow tracks and hand-offs with their internal notification', async () => {
    const fsi = `future-service-interaction-id=${lead.id}`;
    expect(
      (
        await call('trackWorkflow', {
          url: `/api/future-service-interaction/workflow/track?${fsi}&track=CUSTOMER_A_MD_HANDOFF`,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('gmHandoff', {
          url: `/api/future-service-interaction/workflow/gm-handoff?${fsi}&parameter=CQ`,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('manualHandoff', { url: `/api/future-service-interaction/workflow/manual-handoff?${fsi}` }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('inboundAppointmentWorkflow', {
          url: `/api/future-service-interaction/workflow/inbound-appointment?${fsi}&actionIntent=CUSTOMER_SAY_NO`,
        })
      ).status,
    ).toBe(200);
    const notes = await server.db.query<{ notification_type: string }>(
      "SELECT notification_type FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' ORDER BY id DESC LIMIT 3",
      [lead.id],
    );
    expect(notes.map((row) => row.notification_type)).toEqual([
      'INTERNAL_NOTIFICATION',
      'INTERNAL_NOTIFICATION_GM',
      'INTERNAL_NOTIFICATION_MD',
    ]);
    const handOffs = await call('searchGmHandoffLeads', {
      url: '/api/future-service-interaction/gmhandoff?size=500',
      payload: {},
    });
    expect((handOffs.body.data as { id: number }[]).map((row) => row.id)).toContain(lead.id);
    const officeUser = await server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/workflow/manual-handoff?${fsi}`,
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(officeUser.statusCode).toBe(403);
  });

  it('runs Action Intents for SUPER_DATA_ADMIN and SUPER_USER only (spec 1 §6), refusing every other role', async () => {
    const [storeLead] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 1 ORDER BY id LIMIT 1',
    );
    const url = `/api/future-service-interaction/workflow/inbound-appointment?future-service-interaction-id=${storeLead?.id}&actionIntent=CUSTOMER_SAY_NO`;
    const statusByRole: Record<string, number> = {};
    for (const role of ROLES) {
      const answer = await server.app.inject({ method: 'POST', url, headers: await server.signIn(role) });
      statusByRole[role] = answer.statusCode;
    }
    const expected = Object.fromEntries(
      ROLES.map((role) => [role, role === 'SUPER_DATA_ADMIN' || role === 'SUPER_USER' ? 200 : 403]),
    );
    expect(statusByRole).toEqual(expected);
  });

  it('adds and removes marks; SMS_OPT_OUT blocks and unblocks with a staff ledger entry', async () => {
    expect(
      (
        await call('addMark', {
          payload: { intentType: 'SMS_OPT_OUT', value: 'STAFF', customerId: lead.customerId },
        })
      ).status,
    ).toBe(200);
    const tcpa = await call('searchTcpaLeads', {
      url: '/api/future-service-interaction/tcpa-search?size=500',
      payload: {},
    });
    expect((tcpa.body.data as { id: number }[]).map((row) => row.id)).toContain(lead.id);
    expect(
      (
        await call('deleteMark', {
          url: `/api/marks/v2?intentType=SMS_OPT_OUT&customerId=${lead.customerId}`,
        })
      ).status,
    ).toBe(200);
    const ledger = await server.db.query<{ kind: string; source: string }>(
      'SELECT kind, source FROM consent_ledger WHERE customer_id = $1 ORDER BY id',
      [lead.customerId],
    );
    expect(ledger.slice(-2)).toEqual([
      { kind: 'opt-out', source: 'staff' },
      { kind: 'opt-in', source: 'staff' },
    ]);
    expect(
      (
        await call('addMark', {
          payload: { intentType: 'TEA_5K', value: 'Y', serviceVehicleId: lead.vehicleId, customerId: 1 },
        })
      ).status,
    ).toBe(400);
  });

  it('archives (super roles only), sets the response time and counts unread', async () => {
    expect(
      (
        await call('setMessageResponseTime', {
          payload: { id: inboundId, msgDateTime: '01-01-2030 10:00:00' },
        })
      ).body,
    ).toEqual({
      message: 'Message Response Successfully Updated',
    });
    const officeUser = await server.app.inject({
      method: 'PUT',
      url: `/api/svc-message-instance/archive?message_instance_id=${inboundId}`,
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(officeUser.statusCode).toBe(403);
    expect(
      (
        await call('archiveMessage', {
          url: `/api/svc-message-instance/archive?message_instance_id=${inboundId}`,
        })
      ).body,
    ).toEqual({
      message: 'Successfully Archived',
    });
    for (const id of ['getUnreadByService', 'getUnreadByStoreId', 'getUnreadByRoStatus'] as const)
      expect((await call(id, { url: `${byId.get(id)!.path}?storeIdPk=1` })).body.total).toBeGreaterThan(0);
    expect(
      (await call('getUnreadByAppointment', { url: '/api/svc-message-instance/unreadByAppt?storeIdPk=1' }))
        .status,
    ).toBe(200);
  });

  it("manages mailing lists; a code without LIST- is a 400 whose first error says 'should begin with'", async () => {
    const bad = await call('createMailingList', { payload: { code: 'VIP', tenantId: 1 } });
    expect(bad.status).toBe(400);
    expect(String((bad.body.errors as string[])[0]).toLowerCase()).toContain('should begin with');
    const list = await call('createMailingList', { payload: { code: 'LIST-VIP', tenantId: 1 } });
    const id = list.body.mailingListMasterId as number;
    expect((await call('getMailingLists', { url: '/mailinglist?tenantId=1' })).body.total).toBe(1);
    const detail = await call('addMailingListDetail', {
      payload: { tenantId: 1, mailingListMasterId: id, firstName: 'Ana', cellular: '+17185551111' },
    });
    expect(
      (
        await call('getMailingListDetails', {
          url: `/mailinglist/details?tenantId=1&mailingListMasterId=${id}`,
        })
      ).body.total,
    ).toBe(1);
    expect(
      (
        await call('deleteMailingListDetail', {
          url: `/mailinglist/details?tenantId=1&mailingListDetailsId=${detail.body.mailingListDetailsId}`,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('deleteMailingList', { url: `/mailinglist?tenantId=1&mailingListMasterId=${id}` })).status,
    ).toBe(200);
  });

  it('exercised every operation it lists', () => {
    expect(MESSAGING_CORE_OPERATIONS.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
