import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEV_TWILIO_AUTH_TOKEN } from '../config/carrier-settings.js';
import { twilioSignature } from '../carriers/twilio/signature.js';

export type TwilioForm = Record<string, string>;

/** Signs a Twilio webhook form (as Twilio would for http://localhost:80 + path) and posts it. */
export function postTwilio(
  app: FastifyInstance,
  path: string,
  form: TwilioForm,
  options: {
    readonly token?: string;
    readonly signature?: string;
    readonly headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const signature =
    options.signature ??
    twilioSignature(options.token ?? DEV_TWILIO_AUTH_TOKEN, `http://localhost:80${path}`, form);
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      host: 'localhost:80',
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
      ...options.headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A customer's text as Twilio's incoming-message webhook posts it. */
export function textFrom(
  from: string,
  to: string,
  body: string,
  sid = `SM${randomUUID().replaceAll('-', '')}`,
): TwilioForm {
  return { MessageSid: sid, AccountSid: 'ACtest', From: from, To: to, Body: body, NumMedia: '0' };
}
