import { buildApp, DEMO_PASSWORD, servedOperations } from '@torque/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../packages/server/src/testing/test-database.js';
import { CALLS_OPERATIONS } from './support/calls-operations.js';
import { CUSTOMER_OPERATIONS } from './support/customer-operations.js';
import { ACTIONS_OPERATIONS } from './support/actions-operations.js';
import { MESSAGING_CORE_OPERATIONS } from './support/messaging-core-operations.js';
import { PUBLIC_PAGE_OPERATIONS } from './support/public-page-operations.js';
import { STAGES_OPERATIONS } from './support/stages-operations.js';
import { POSSIBLE_OPT_OUT_OPERATIONS } from './support/possible-opt-out-operations.js';
import { PLANNERS_SCREEN_OPERATIONS } from './support/planners-screen-operations.js';
import { PLANNERS_ENGINE_OPERATIONS } from './support/planners-engine-operations.js';
import { PLANNERS_NIGHTLY_OPERATIONS } from './support/planners-nightly-operations.js';
import { BOOKING_OPERATIONS } from './support/booking-operations.js';
import { LEAD_REPORTS_OPERATIONS } from './support/lead-reports-operations.js';
import { MAILING_LIST_OPERATIONS } from './support/mailing-list-operations.js';
import { SERVICE_BOARD_OPERATIONS } from './support/service-board-operations.js';
import { TEMPLATE_UPLOAD_OPERATIONS } from './support/template-upload-operations.js';
import { APPOINTMENT_MANAGER_OPERATIONS } from './support/appointment-manager-operations.js';
import { APPOINTMENT_REPORT_OPERATIONS } from './support/appointment-reports-operations.js';
import { LEAD_IMPORT_OPERATIONS } from './support/lead-import-operations.js';
import { DATA_SYNC_OPERATIONS } from './support/data-sync-operations.js';
import { USERS_OPERATIONS } from './support/users-operations.js';
import { SCHEDULER_OPERATIONS } from './support/scheduler-operations.js';
import { DEVELOPER_OPERATIONS } from './support/developer-operations.js';
import { ORGANISATION_OPERATIONS } from './support/organisation-operations.js';
import { MESSAGING_NUMBER_OPERATIONS } from './support/messaging-number-operations.js';
import { DATA_SETTINGS_OPERATIONS } from './support/data-settings-operations.js';
import { contractErrors, operations } from './support/openapi-validator.js';

// The reference server against openapi/: every documented operation answers with a body that
// matches its documented schema, and a request that breaks the contract gets a 400 naming the field.
let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
let token = '';
const exercised = new Set<string>();

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; auth?: boolean };

async function call(path: string, request: Call) {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers: request.auth === false ? {} : { authorization: `Bearer ${token}` },
  });
  const body = response.json() as unknown;
  const errors = contractErrors(path, request.method.toLowerCase(), response.statusCode, body);
  expect(errors, `${request.method} ${request.url} → ${response.statusCode}`).toEqual([]);
  exercised.add(`${request.method.toLowerCase()} ${path}`);
  return { status: response.statusCode, body: body as Record<string, unknown> };
}

beforeAll(async () => {
  const database = await openTestDatabase();
  app = await buildApp({ db: database.db });
  close = async () => {
    await app.close();
    await database.close();
  };
  const login = await call('/user/v2/login', {
    method: 'POST',
    url: '/user/v2/login',
    payload: { email: 'super_user@torque.demo', password: DEMO_PASSWORD },
    auth: false,
  });
  expect(login.status).toBe(200);
  token = (login.body as { authToken: string }).authToken;
});

afterAll(async () => close?.());

describe('the reference server keeps the contract', () => {
  let leadId = 0;
  let lead: Record<string, unknown> = {};

  it('searches leads', async () => {
    const page = await call('/api/future-service-interaction/custom-search', {
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=20',
      payload: { searchText: '', conversationInitiated: 'all' },
    });
    expect(page.status).toBe(200);
    const data = (page.body as { data: Record<string, unknown>[] }).data;
    expect(data.length).toBeGreaterThan(0);
    lead = data.find((row) => !(row.customerMaster as { blockSms: boolean }).blockSms) ?? {};
    leadId = Number(lead.id);
  });

  it('lists the rejected carrier events to the super user', async () => {
    const page = await call('/api/admin/rejected-inbound-events', {
      method: 'GET',
      url: '/api/admin/rejected-inbound-events?page=0&size=10',
    });
    expect(page.status).toBe(200);
  });

  it('reads one lead, its conversation and its assistants', async () => {
    const one = await call('/api/future-service-interaction', {
      method: 'GET',
      url: `/api/future-service-interaction?future-service-interaction-id=${leadId}`,
    });
    expect(one.status).toBe(200);
    const history = await call('/api/svc-message-instance/conversation-history', {
      method: 'GET',
      url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`,
    });
    expect(history.status).toBe(200);
    const store = lead.storeMaster as { id: number };
    const boc = lead.bocMaster as { id: number };
    const assistants = await call('/assistant/v2/getassistlist', {
      method: 'GET',
      url: `/assistant/v2/getassistlist?boc_id_pk=${boc.id}&store_id_pk=${store.id}&divisionId=DIV004`,
    });
    expect(assistants.status).toBe(200);
  });

  it('sends a text and marks the conversation read', async () => {
    const assistants = await app.inject({
      method: 'GET',
      url: `/assistant/v2/getassistlist?boc_id_pk=${(lead.bocMaster as { id: number }).id}&store_id_pk=${(lead.storeMaster as { id: number }).id}&divisionId=DIV004`,
      headers: { authorization: `Bearer ${token}` },
    });
    const from = (assistants.json() as { data: { agentPhoneNumber: string }[] }).data[0]?.agentPhoneNumber;
    const customer = lead.customerMaster as { id: number; cellular: string };
    const sent = await call('/api/svc-message-instance/svc-send-message', {
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      payload: {
        id: customer.id,
        jaguarFutureServiceInteractionId: leadId,
        content: 'Your Camry is ready for pickup.',
        from,
        to: customer.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(sent.status).toBe(200);
    const read = await call('/api/svc-message-instance/read', {
      method: 'PUT',
      url: '/api/svc-message-instance/read',
      payload: {
        futureServiceInteractionId: leadId,
        lastReadMessageInstanceId: (sent.body as { id: number }).id,
      },
    });
    expect(read.status).toBe(200);
  });

  it('answers a request that breaks the contract with a 400 naming the field', async () => {
    const bad = await call('/api/svc-message-instance/svc-send-message', {
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      payload: {
        id: 1,
        jaguarFutureServiceInteractionId: leadId,
        to: '+15551234567',
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('content');
  });

  it('answers a missing token with 401, and wrong credentials with 401', async () => {
    const noToken = await call('/api/future-service-interaction/custom-search', {
      method: 'POST',
      url: '/api/future-service-interaction/custom-search',
      payload: {},
      auth: false,
    });
    expect(noToken.status).toBe(401);
    const wrong = await call('/user/v2/login', {
      method: 'POST',
      url: '/user/v2/login',
      payload: { email: 'super_user@torque.demo', password: 'wrong' },
      auth: false,
    });
    expect(wrong.status).toBe(401);
  });

  it('streams real-time events as text/event-stream, and refuses the stream without a token', async () => {
    const anonymous = await call('/api/realtime/events', {
      method: 'GET',
      url: '/api/realtime/events',
      auth: false,
    });
    expect(anonymous.status).toBe(401);
    // The stream never ends: read its opening lines, then let go (closing the app ends it).
    const stream = await app.inject({
      method: 'GET',
      url: '/api/realtime/events',
      headers: { authorization: `Bearer ${token}` },
      payloadAsStream: true,
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const [opening] = (await stream.stream().take(1).toArray()) as Buffer[];
    expect(String(opening)).toContain('retry: 1000');
  });

  it('answers the demo sign-in offer without a token: none, since this server was not started as a demo', async () => {
    const offer = await call('/user/demo-sign-in', { method: 'GET', url: '/user/demo-sign-in', auth: false });
    expect(offer).toEqual({ status: 200, body: { available: false } });
  });

  it('signs out, after which the token no longer works', async () => {
    const out = await call('/user/logout', { method: 'GET', url: '/user/logout' });
    expect(out.status).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('exercised every operation the server serves (the files of support/*-operations.ts take those they list)', () => {
    const elsewhere = [
      ...MESSAGING_CORE_OPERATIONS,
      ...PUBLIC_PAGE_OPERATIONS,
      ...TEMPLATE_UPLOAD_OPERATIONS,
      ...CALLS_OPERATIONS,
      ...CUSTOMER_OPERATIONS,
      ...ACTIONS_OPERATIONS,
      ...STAGES_OPERATIONS,
      ...POSSIBLE_OPT_OUT_OPERATIONS,
      ...PLANNERS_SCREEN_OPERATIONS,
      ...PLANNERS_ENGINE_OPERATIONS,
      ...PLANNERS_NIGHTLY_OPERATIONS,
      ...BOOKING_OPERATIONS,
      ...APPOINTMENT_MANAGER_OPERATIONS,
      ...SERVICE_BOARD_OPERATIONS,
      ...APPOINTMENT_REPORT_OPERATIONS,
      ...LEAD_REPORTS_OPERATIONS,
      ...LEAD_IMPORT_OPERATIONS,
      ...DATA_SYNC_OPERATIONS,
      ...MESSAGING_NUMBER_OPERATIONS,
      ...DATA_SETTINGS_OPERATIONS,
      ...MAILING_LIST_OPERATIONS,
      ...USERS_OPERATIONS,
      ...SCHEDULER_OPERATIONS,
      ...DEVELOPER_OPERATIONS,
      ...ORGANISATION_OPERATIONS,
    ];
    const served = new Set(servedOperations(app).filter((id) => !elsewhere.includes(id)));
    const documented = operations().filter(([, , operationId]) => served.has(operationId));
    expect(documented.length).toBe(served.size);
    const missed = documented.map(([path, method]) => `${method} ${path}`).filter((op) => !exercised.has(op));
    expect(missed).toEqual([]);
  });

  it('serves every operation of the contract: none answers 501 (http/not-served.test.ts shows that answer)', () => {
    const served = new Set(servedOperations(app));
    expect(operations().filter(([, , operationId]) => !served.has(operationId))).toEqual([]);
  });
});
