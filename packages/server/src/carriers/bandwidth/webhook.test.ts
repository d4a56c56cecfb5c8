import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WebhookSecrets } from '../../config/carrier-settings.js';
import type { Schemas } from '../../http/contract.js';
import { HttpError } from '../../http/http-error.js';
import { bandwidthCredentialsGuard, INVALID_CREDENTIALS, readBandwidthEvent } from './webhook.js';

// Bandwidth's webhook rules without a server: the basic credentials its callbacks carry, and what one
// event means to us (a customer's text, a status with our outbox tag, or nothing).
const CREDENTIALS = { user: 'torque-callbacks', password: 's3cret:with-colon' };
const secrets = (bandwidth: WebhookSecrets['bandwidth'] = CREDENTIALS): WebhookSecrets => ({
  twilioAuthToken: null,
  bandwidth,
  publicUrl: null,
});
const basic = (userAndPassword: string, scheme = 'Basic') =>
  `${scheme} ${Buffer.from(userAndPassword, 'utf8').toString('base64')}`;

/** The guard's answer: 'allowed', or the refusal's status and message. */
async function guard(webhooks: WebhookSecrets, authorization: string | undefined): Promise<string> {
  const request = { headers: authorization === undefined ? {} : { authorization } };
  try {
    await bandwidthCredentialsGuard(webhooks).call(
      {} as FastifyInstance,
      request as unknown as FastifyRequest,
      {} as never,
    );
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}
const REFUSED = `403 ${INVALID_CREDENTIALS}`;

describe('bandwidthCredentialsGuard', () => {
  it('lets through the configured user and password, the password split at the first colon', async () => {
    expect(await guard(secrets(), basic('torque-callbacks:s3cret:with-colon'))).toBe('allowed');
    expect(await guard(secrets(), basic('torque-callbacks:s3cret:with-colon', 'basic'))).toBe('allowed');
  });

  it('refuses a wrong user or a wrong password, each alone, and a prefix of either', async () => {
    expect(await guard(secrets(), basic('someone:s3cret:with-colon'))).toBe(REFUSED);
    expect(await guard(secrets(), basic('torque-callbacks:s3cret'))).toBe(REFUSED);
    expect(await guard(secrets(), basic('torque-callbacks:s3cret:with-colonX'))).toBe(REFUSED);
    expect(await guard(secrets(), basic('torque-callback:s3cret:with-colon'))).toBe(REFUSED);
  });

  it('refuses no header, another scheme, no colon, and an empty user even when one is configured', async () => {
    expect(await guard(secrets(), undefined)).toBe(REFUSED);
    expect(await guard(secrets(), '')).toBe(REFUSED);
    expect(await guard(secrets(), basic('torque-callbacks:s3cret:with-colon', 'Bearer'))).toBe(REFUSED);
    expect(await guard(secrets(), `x${basic('torque-callbacks:s3cret:with-colon')}`)).toBe(REFUSED);
    expect(await guard(secrets(), 'Basic')).toBe(REFUSED);
    expect(await guard(secrets({ user: 'torque', password: 'torque' }), basic('torquetorque'))).toBe(REFUSED);
    expect(await guard(secrets({ user: '', password: 'pw' }), basic(':pw'))).toBe(REFUSED);
  });

  it('refuses every request when no Bandwidth credentials are configured', async () => {
    expect(await guard(secrets(null), basic('torque-callbacks:s3cret:with-colon'))).toBe(REFUSED);
  });
});

describe('readBandwidthEvent', () => {
  type Event = Schemas['BandwidthMessageEvent'];
  const event = (change: Omit<Partial<Event>, 'message'> & { message?: Partial<Event['message']> }): Event =>
    ({ type: 'message-delivered', ...change, message: { id: 'bw-1', ...change.message } }) as Event;

  it("reads a received message as the customer's text, to the event's number or the message's first", () => {
    const received = event({
      type: 'message-received',
      to: '+15005550006',
      message: { from: '+17185551234', to: ['+15005550001'], text: 'Running late', media: ['https://m/1'] },
    });
    expect(readBandwidthEvent(received)).toEqual({
      kind: 'inbound',
      sms: {
        provider: 'bandwidth',
        providerMessageId: 'bw-1',
        from: '+17185551234',
        to: '+15005550006',
        body: 'Running late',
        mediaUrls: ['https://m/1'],
      },
    });
    const noEventTo = event({ type: 'message-received', message: { to: ['+15005550001', '+15005550002'] } });
    expect(readBandwidthEvent(noEventTo)).toEqual({
      kind: 'inbound',
      sms: {
        provider: 'bandwidth',
        providerMessageId: 'bw-1',
        from: '',
        to: '+15005550001',
        body: '',
        mediaUrls: [],
      },
    });
    const noTo = event({ type: 'message-received' });
    expect(readBandwidthEvent(noTo)).toMatchObject({ kind: 'inbound', sms: { to: '' } });
  });

  it('reads sending, delivered and failed as statuses carrying our outbox tag', () => {
    for (const [type, status] of [
      ['message-sending', 'sending'],
      ['message-delivered', 'delivered'],
    ])
      expect(readBandwidthEvent(event({ type, message: { tag: '42' } }))).toEqual({
        kind: 'status',
        report: { providerMessageId: 'bw-1', status, error: null },
        outboxId: '42',
      });
    expect(
      readBandwidthEvent(event({ type: 'message-failed', errorCode: 4432, description: 'Blocked' })),
    ).toEqual({
      kind: 'status',
      report: { providerMessageId: 'bw-1', status: 'failed', error: 'Blocked' },
      outboxId: undefined,
    });
  });

  it("words 4775 as the customer's carrier opt-out, and names another code without a description", () => {
    const failed = (change: Partial<Event>) =>
      readBandwidthEvent(event({ type: 'message-failed', ...change }));
    expect(
      failed({ errorCode: 4775, description: 'destination-rejected-due-to-user-opt-out' }),
    ).toMatchObject({
      report: { error: 'Unsubscribed recipient: the customer opted out of texts with their carrier' },
    });
    expect(failed({ errorCode: 4774 })).toMatchObject({ report: { error: 'Bandwidth error 4774' } });
    expect(failed({})).toMatchObject({ report: { error: 'Bandwidth error' } });
  });

  it('ignores any other event', () => {
    for (const type of ['message-read', 'message-received-x', ''])
      expect(readBandwidthEvent(event({ type }))).toEqual({ kind: 'ignored' });
  });
});
