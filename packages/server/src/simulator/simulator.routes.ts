import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth.service.js';
import { dataScopeOf, type DataScope } from '../auth/data-scope.js';
import { bearerToken } from '../auth/session-token.js';
import type { Database } from '../db/database.js';
import { errorBody } from '../http/http-error.js';
import { twilioSignature } from '../carriers/twilio/signature.js';
import { SIMULATOR_CSS, SIMULATOR_JS } from './simulator-assets.js';
import { SIMULATOR_PAGE } from './simulator-page.js';
import { SimulatorRepository } from './simulator.repository.js';

export type SimulatorOptions = {
  readonly db: Database;
  /** Staff sessions: every call but the page and its files needs one. */
  readonly auth: AuthService;
  readonly twilioAuthToken: string | null;
  readonly publicUrl?: string | null;
};

const TWILIO_INBOUND = '/webhooks/twilio/sms';
const MAX_ID = 2_147_483_647;
const NO_SUCH_CUSTOMER = 'No such customer';

/** A customer id from the query or body: a positive 32-bit integer, else null (a 400, never a 500). */
function customerIdOf(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * The customer-phone simulator of the embedded setup (loopback carrier only): a page listing the
 * customers a signed-in staff member may see, where they type a text as one of them. POST
 * /simulator/send signs the text with the development Twilio token and posts it through the real
 * webhook, exactly as Twilio would. The page itself holds no data; its calls need a staff session.
 */
export async function registerSimulator(app: FastifyInstance, options: SimulatorOptions): Promise<void> {
  const phones = new SimulatorRepository(options.db);
  /** The caller's data scope, or a 401 already sent. */
  const staffScope = async (request: FastifyRequest, reply: FastifyReply): Promise<DataScope | null> => {
    try {
      return dataScopeOf(await options.auth.authenticate(bearerToken(request.headers.authorization)));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Sign in to use the simulator.';
      await reply.status(401).send(errorBody(401, message));
      return null;
    }
  };
  app.get('/simulator', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(SIMULATOR_PAGE),
  );
  app.get('/simulator/simulator.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SIMULATOR_JS),
  );
  app.get('/simulator/simulator.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SIMULATOR_CSS),
  );
  app.get<{ Querystring: { search?: string } }>('/simulator/customers', async (request, reply) => {
    const scope = await staffScope(request, reply);
    if (!scope) return reply;
    return phones.phones(scope, String(request.query.search ?? '').slice(0, 50), 50);
  });
  app.get<{ Querystring: { customerId?: string } }>('/simulator/messages', async (request, reply) => {
    const scope = await staffScope(request, reply);
    if (!scope) return reply;
    const customerId = customerIdOf(request.query.customerId);
    if (customerId === null)
      return reply.status(400).send(errorBody(400, 'customerId must be a customer id'));
    const phone = await phones.phone(scope, customerId);
    if (!phone) return reply.status(404).send(errorBody(404, NO_SUCH_CUSTOMER));
    return phones.conversation(phone.phone, 100);
  });
  app.post<{ Body: { customerId?: unknown; text?: unknown } }>('/simulator/send', async (request, reply) => {
    const scope = await staffScope(request, reply);
    if (!scope) return reply;
    const { customerId, text } = request.body ?? {};
    if (typeof text !== 'string' || text.trim() === '' || text.length > 1600)
      return reply.status(400).send(errorBody(400, 'text must be 1 to 1600 characters'));
    const id = customerIdOf(customerId);
    if (id === null) return reply.status(400).send(errorBody(400, 'customerId must be a customer id'));
    const phone = await phones.phone(scope, id);
    if (!phone) return reply.status(404).send(errorBody(404, NO_SUCH_CUSTOMER));
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

/** With a real carrier there is no simulator: its paths are 404 (not the web app's page). */
export function registerSimulatorGone(app: FastifyInstance): void {
  const gone = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(errorBody(404, 'Not found'));
  app.all('/simulator', gone);
  app.all('/simulator/*', gone);
}
