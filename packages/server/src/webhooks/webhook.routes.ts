import type { OperationHandlers } from '../http/contract.js';
import type { CarrierWebhookService } from './carrier-webhook.service.js';

/** Twilio takes an empty TwiML document as "nothing to send back". */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

type WebhookOperations = 'receiveTwilioSms' | 'receiveTwilioStatus' | 'receiveBandwidthEvents';

/** Signature and credential checks run before these (carriers/twilio/webhook.ts, carriers/bandwidth/webhook.ts). */
export function webhookHandlers(webhooks: CarrierWebhookService): Pick<OperationHandlers, WebhookOperations> {
  return {
    receiveTwilioSms: async (request, reply) => {
      await webhooks.twilioInbound(request.body);
      reply.type('text/xml; charset=utf-8');
      return EMPTY_TWIML;
    },
    receiveTwilioStatus: async (request) => {
      await webhooks.twilioStatus(request.body, request.query.outboxId);
      return { message: 'Status recorded' };
    },
    receiveBandwidthEvents: async (request) => {
      await webhooks.bandwidthEvents(request.body);
      return { message: 'Events recorded' };
    },
  };
}
