import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { errorBody } from '../http/http-error.js';
import { twilioSignature } from '../carriers/twilio/signature.js';
import { SIMULATOR_PAGE } from './simulator-page.js';
import { SimulatorRepository } from './simulator.repository.js';

export type SimulatorOptions = {
  readonly db: Database;
  readonly twilioAuthToken: string | null;
  readonly publicUrl?: string | null;
};

const TWILIO_INBOUND = '/webhooks/twilio/sms';

/**
 * The customer-phone simulator of the embedded setup (loopback carrier only): a page listing the
 * demo customers, where a person types a text as one of them. POST /simulator/send signs the text
 * with the development Twilio token and posts it through the real webhook, exactly as Twilio would.
 */
export async function registerSimulator(app: FastifyInstance, options: SimulatorOptions): Promise<void> {
  const phones = new SimulatorRepository(options.db);
  app.get('/simulator', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(SIMULATOR_PAGE),
  );
  app.get<{ Querystring: { search?: string } }>('/simulator/customers', async (request) =>
    phones.phones(String(request.query.search ?? '').slice(0, 50), 50),
  );
  app.get<{ Querystring: { customerId?: string } }>('/simulator/messages', async (request, reply) => {
    const phone = await phones.phone(Number(request.query.customerId));
    if (!phone) return reply.status(404).send(errorBody(404, 'No such customer'));
    return phones.conversation(phone.phone, 100);
  });
  app.post<{ Body: { customerId?: unknown; text?: unknown } }>('/simulator/send', async (request, reply) => {
    const { customerId, text } = request.body ?? {};
    if (typeof text !== 'string' || text.trim() === '' || text.length > 1600)
      return reply.status(400).send(errorBody(400, 'text must be 1 to 1600 characters'));
    const phone = await phones.phone(Number(customerId));
    if (!phone) return reply.status(404).send(errorBody(404, 'No such customer'));
    if (!options.twilioAuthToken)
      return reply.status(503).send(errorBody(503, 'No Twilio token to sign with'));
    const host = request.headers.host ?? 'localhost';
    const params = {
      MessageSid: `SMsim${randomUUID().replaceAll('-', '')}`,
      AccountSid: 'ACsimulator',
      From: phone.phone,
      To: phone.storePhone,
      Body: text,
      NumMedia: '0',
    };
    const base = options.publicUrl ? options.publicUrl.replace(/\/$/, '') : `http://${host}`;
    const response = await app.inject({
      method: 'POST',
      url: TWILIO_INBOUND,
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(options.twilioAuthToken, `${base}${TWILIO_INBOUND}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
    return reply.status(response.statusCode === 200 ? 200 : 502).send({
      webhookStatus: response.statusCode,
      messageSid: params.MessageSid,
    });
  });
}
