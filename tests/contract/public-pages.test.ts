import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoResponseToken } from '../../packages/server/src/public/auto-response-token.js';
import { storeOneLeads } from '../../packages/server/src/appointments/booking/booking-fixture.repository.js';
import { BookingLinks } from '../../packages/server/src/booking-links/booking-links.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractErrors, operations } from './support/openapi-validator.js';
import { PUBLIC_PAGE_OPERATIONS } from './support/public-page-operations.js';

// Issue 7 against openapi/: the public pages' operations answer as documented, with no auth header.
let server: TestServer;
const exercised = new Set<string>();
const byId = new Map(operations().map(([path, method, id]) => [id, { path, method }]));

async function call(
  operationId: string,
  request: { url?: string; payload?: unknown; headers?: Record<string, string> } = {},
) {
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  const response = await server.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: request.url ?? operation.path,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  const body = response.json() as unknown;
  const errors = contractErrors(operation.path, operation.method, response.statusCode, body);
  expect(errors, `${operationId} → ${response.statusCode} ${response.body}`).toEqual([]);
  exercised.add(operationId);
  return { status: response.statusCode, body: body as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the public pages keep the contract', () => {
  it('submits a lead, and refuses a blank name or an unknown store number', async () => {
    const form = {
      firstName: 'Contract',
      lastName: 'Check',
      customerPhoneNumber: '+16465550142',
      storePhoneNumber: '+15550100100',
      message: 'I would like to schedule an appointment please',
    };
    expect((await call('submitLead', { payload: form })).status).toBe(200);
    expect((await call('submitLead', { payload: { ...form, firstName: ' ' } })).status).toBe(400);
    expect(
      (await call('submitLead', { payload: { ...form, storePhoneNumber: '+19995550100' } })).status,
    ).toBe(404);
    expect((await call('submitLead', { payload: { ...form, extra: true } })).status).toBe(400);
  });

  it('opens the public deal room only with a live invitation staff made (issue 13)', async () => {
    const [row] = await server.db.query<{ fsi: number }>(
      'SELECT id AS fsi FROM future_service_interaction ORDER BY id LIMIT 1',
    );
    const staff = { headers: await server.signIn('SUPER_USER') };
    const invitationUrl = `/api/future-service-interaction/deal-room-invitation?future-service-interaction-id=${row!.fsi}`;
    const made = await call('createDealRoomInvitation', { url: invitationUrl, ...staff });
    expect(made.status).toBe(200);
    const link = new URL(String(made.body.url), 'http://torque.test').search;
    expect(await call('getDealRoomInvitation', { url: invitationUrl, ...staff })).toMatchObject({
      status: 200,
      body: { invitation: { futureServiceInteractionId: row!.fsi } },
    });
    const oldStyle = link.replace(/&token=[^&]+/, '');
    const forged = link.replace(/token=[^&]+/, `token=${'A'.repeat(43)}`);
    for (const [id, path] of [
      ['getDealRoomLead', '/servicedealroom/future-service-interaction'],
      ['getDealRoomConversationHistory', '/servicedealroom/conversationHistory'],
      ['getDealRoomAssistantList', '/servicedealroom/assistantList'],
    ] as const) {
      expect((await call(id, { url: `${path}${link}` })).status).toBe(200);
      expect((await call(id, { url: `${path}${oldStyle}` })).status).toBe(400);
      expect((await call(id, { url: `${path}${forged}` })).status).toBe(404);
      expect(
        (await call(id, { url: `${path}?futureServiceInteractionId=x&userMasterId=1&token=abc` })).status,
      ).toBe(400);
    }
    expect(await call('revokeDealRoomInvitation', { url: invitationUrl, ...staff })).toEqual({
      status: 200,
      body: { message: 'Deal room link revoked.' },
    });
    expect(
      (await call('getDealRoomLead', { url: `/servicedealroom/future-service-interaction${link}` })).status,
    ).toBe(404);
    expect((await call('getDealRoomInvitation', { url: invitationUrl, ...staff })).body).toEqual({
      invitation: null,
    });
  });

  it('records an e-mail auto-response for a signed link, and refuses a forged one', async () => {
    const [email] = await server.db.query<{ id: number }>(
      "SELECT id FROM message_instance WHERE message_type = 'EMAIL' AND direction <> 'RECEIVED' ORDER BY id LIMIT 1",
    );
    const key = String(email!.id);
    const link = (token: string) =>
      `/api/email/autoResponse?${new URLSearchParams({ token, key, from: 'a@example.com', to: 'b@example.com', subject: 'Re', message: 'Yes' })}`;
    const done = await call('emailAutoResponse', {
      url: link(autoResponseToken(key, server.emailResponseSecret)),
    });
    expect(done).toEqual({ status: 200, body: { message: 'Thanks for your response!' } });
    expect((await call('emailAutoResponse', { url: link('0'.repeat(64)) })).status).toBe(400);
  });

  it('books from a booking link without sign-in; staff see and revoke the link (issue 34)', async () => {
    const [fsi] = await storeOneLeads(server.db, 1);
    const url = await new BookingLinks(server.emailResponseSecret).urlFor(server.db, fsi!, new Date());
    const page = `/api/booking-link/${url.split('/book/')[1]!}`;
    const opened = await call('getBookingLinkPage', { url: page });
    expect(opened.status).toBe(200);
    const slots = opened.body['slots'] as { date: string; time: string }[];
    const slot = slots[0] ?? { date: '2030-03-06', time: '10:00' };
    const booked = await call('bookFromLink', {
      url: `${page}/appointment`,
      payload: { ...slot, transportType: 'DROP_OFF' },
    });
    expect(booked.status).toBe(200);
    expect(['BOOKED', 'TAKEN']).toContain(booked.body['outcome']);
    expect((await call('bookFromLink', { url: `${page}/appointment`, payload: { date: 'x' } })).status).toBe(
      400,
    );
    const cancelled = await call('cancelFromLink', { url: `${page}/appointment` });
    expect(cancelled.status).toBe(booked.body['outcome'] === 'BOOKED' ? 200 : 400);

    const staff = { headers: await server.signIn('SUPER_USER') };
    const linkUrl = `/api/future-service-interaction/booking-link?future-service-interaction-id=${fsi}`;
    expect((await call('getBookingLink', { url: linkUrl, ...staff })).body).toMatchObject({ url });
    expect((await call('revokeBookingLink', { url: linkUrl, ...staff })).status).toBe(200);
    expect((await call('getBookingLink', { url: linkUrl, ...staff })).body).toEqual({
      url: null,
      expiresAt: null,
    });
    expect((await call('getBookingLinkPage', { url: page })).status).toBe(404);
  });

  it('exercises every public-page operation', () => {
    expect([...exercised].sort()).toEqual([...PUBLIC_PAGE_OPERATIONS].sort());
  });
});
