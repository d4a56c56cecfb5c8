import type { Role } from '@torque/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoopbackCarrier } from '../carriers/loopback/carrier.js';
import { openSseStream, type TestSseStream } from '../testing/sse-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { staffText, textableLead as textableLeadOf, type TextableLead } from '../testing/textable-lead.js';
import { RealtimeEventRepository } from './realtime-event.repository.js';

const EVENTS = '/api/realtime/events';
type Wire = { id: string; type: string; leadId: number; storeId: number; message?: { id: number } };

describe('the real-time event stream', () => {
  let server: TestServer;
  let base = '';
  const open: TestSseStream[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      carrier: (onDeliveryReport) => new LoopbackCarrier({ onDeliveryReport, deliveryDelayMs: 20 }),
    });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(() => server.close());

  const connect = async (role: Role, extra: Record<string, string> = {}) => {
    const stream = await openSseStream(`${base}${EVENTS}`, { ...(await server.signIn(role)), ...extra });
    open.push(stream);
    return stream;
  };

  const textableLead = (storeId: number, offset = 0) => textableLeadOf(server, storeId, offset);
  const send = (target: TextableLead, content: string) => staffText(server, target, content);

  const wire = (stream: TestSseStream) => stream.events.flatMap((e) => (e.data ? [e.data as Wire] : []));

  it('refuses a stream without a token, or with a wrong one, with 401', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: EVENTS });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await server.app.inject({ method: 'GET', url: `${EVENTS}?access_token=not-a-session` });
    expect(wrong.statusCode).toBe(401);
    const badId = await server.app.inject({
      method: 'GET',
      url: EVENTS,
      headers: { ...(await server.signIn('SUPER_USER')), 'last-event-id': 'abc' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('accepts the token as access_token, for EventSource, and starts with retry and the newest id', async () => {
    const { authorization } = await server.signIn('OFFICE_USER');
    const token = authorization.replace('Bearer ', '');
    const stream = await openSseStream(`${base}${EVENTS}?access_token=${encodeURIComponent(token)}`);
    open.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await expect.poll(() => stream.events.length).toBeGreaterThan(0);
    expect(stream.events[0]).toEqual({ id: expect.stringMatching(/^\d+$/), event: null, data: undefined });
  });

  it('sends a stored message, then its delivery statuses, in the order they committed', async () => {
    const stream = await connect('SUPER_USER');
    await expect.poll(() => stream.events.length).toBeGreaterThan(0);
    const messageId = await send(await textableLead(1), 'Your car is ready.');
    const events = (await stream.waitForData(3)).map((e) => e.data as Wire & { messageStatus?: string });
    expect(events.map((e) => e.type)).toEqual([
      'MESSAGE_CREATED',
      'MESSAGE_STATUS_CHANGED',
      'MESSAGE_STATUS_CHANGED',
    ]);
    expect(events[0]?.message?.id).toBe(messageId);
    expect(events.slice(1).map((e) => e.messageStatus)).toEqual(['sent', 'delivered']);
    const ids = events.map((e) => BigInt(e.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
  });

  it("keeps a store user to its store: a Toyota user gets no Ford lead's event", async () => {
    const toyota = await connect('OFFICE_USER');
    await expect.poll(() => toyota.events.length).toBeGreaterThan(0);
    await send(await textableLead(2), 'Ford lead message');
    const toyotaLead = await textableLead(1, 1);
    await send(toyotaLead, 'Toyota lead message');
    // Events go out in commit order, so had the Ford one been sent it would have come first.
    const [first] = await toyota.waitForData(3);
    expect((first?.data as Wire).type).toBe('MESSAGE_CREATED');
    expect(wire(toyota).every((event) => event.storeId === 1 && event.leadId === toyotaLead.leadId)).toBe(
      true,
    );
  });

  it('hides internal notes from roles that may not read them', async () => {
    const lead = await textableLead(1, 2);
    const officeUser = await connect('OFFICE_USER');
    const superUser = await connect('SUPER_USER');
    await expect.poll(() => officeUser.events.length + superUser.events.length).toBeGreaterThan(1);
    const note = { id: 1, messageType: 'INTERNAL_NOTES', archived: false } as const;
    await server.db.transaction(async (tx) => {
      const events = new RealtimeEventRepository(tx);
      await events.append('MESSAGE_CREATED', lead.leadId, { message: note as never });
      await events.append('LEAD_FLAGS_CHANGED', lead.leadId, { flags: { responseReqd: true } });
    });
    await superUser.waitForData(2);
    await officeUser.waitForData(1);
    expect(wire(superUser).map((e) => e.type)).toEqual(['MESSAGE_CREATED', 'LEAD_FLAGS_CHANGED']);
    expect(wire(officeUser).map((e) => e.type)).toEqual(['LEAD_FLAGS_CHANGED']);
  });

  it('resumes after Last-Event-ID: replays what came after it, in order, then goes on live', async () => {
    const lead = await textableLead(1, 3);
    const first = await connect('OFFICE_USER');
    await send(lead, 'one');
    const [created] = await first.waitForData(1);
    const resumeFrom = (created?.data as Wire).id;
    first.close();
    // Written while the client is away: the first message's statuses and another message.
    const missedId = await send(lead, 'two');
    const resumed = await connect('OFFICE_USER', { 'last-event-id': resumeFrom });
    const replayed = (await resumed.waitForData(3)).map((e) => e.data as Wire);
    expect(replayed.every((event) => BigInt(event.id) > BigInt(resumeFrom))).toBe(true);
    expect(replayed.some((event) => event.message?.id === missedId)).toBe(true);
    const liveId = await send(lead, 'three');
    await expect.poll(() => wire(resumed).some((event) => event.message?.id === liveId)).toBe(true);
    const ids = wire(resumed).map((event) => BigInt(event.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
  });
});
