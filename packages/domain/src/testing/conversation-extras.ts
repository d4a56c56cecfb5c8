import type { InboundVehicleDetails, IntentDetails } from '../conversation/conversation-tools.schema.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { Lead } from '../leads/lead.schema.js';
import { isLeadSmsBlocked, OPTED_OUT_MESSAGE } from '../leads/opt-out.rules.js';
import { OutgoingMessageSchema, type OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { serverRejection } from './server-rejection.js';

/** What the Show Intents modal gets for a message nothing was detected in. */
export const NO_INTENTS: IntentDetails = { intents: [], finalIntentNames: [], multiIntentNames: [] };

const plain = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A conversation as plain text, one message a line: when, who, what. */
export const transcriptOf = (messages: readonly MessageInstance[]): string =>
  messages
    .map((m) => {
      const who =
        m.direction === 'RECEIVED'
          ? (m.fromName ?? 'Customer')
          : (m.messageSentBy ?? m.fromName ?? 'Dealership');
      return `${m.createdOn} ${who}: ${plain(m.content)}`;
    })
    .join('\n');

/** The lead with the inbound conversation's vehicle details on its service vehicle. */
export function inboundVehicleChange(lead: Lead, details: InboundVehicleDetails): Lead {
  const vehicle = lead.serviceVehicle;
  return {
    ...lead,
    serviceVehicle: {
      ...vehicle,
      vin: details.vin ?? vehicle.vin,
      make: details.make ?? vehicle.make,
      model: details.model ?? vehicle.model,
      year: details.year ?? vehicle.year,
      odometer: details.mileage ?? vehicle.odometer,
    },
  };
}

/** What the server refuses a send for: a payload off the contract, an unknown lead, an opted-out customer. */
export function sendRefusal(
  message: OutgoingMessage,
  leads: InMemoryLeadGateway | undefined,
): AppError | undefined {
  const parsed = OutgoingMessageSchema.safeParse(message);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return serverRejection(400, `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const unknown = leads?.unknown(message.jaguarFutureServiceInteractionId);
  if (unknown) return unknown;
  const lead = leads?.find(message.jaguarFutureServiceInteractionId);
  return lead && message.messageType === 'SMS' && isLeadSmsBlocked(lead)
    ? serverRejection(400, OPTED_OUT_MESSAGE)
    : undefined;
}
