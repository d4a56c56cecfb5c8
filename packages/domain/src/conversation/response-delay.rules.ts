import { DateTime } from 'luxon';
import { canSeeDelayColours } from '../session/permissions.rules.js';
import type { Role } from '../session/role.js';
import type { Clock } from '../shared/clock.port.js';
import { isFromCustomer, isInternal, type MessageInstance } from '../leads/message-instance.schema.js';
import { BUSINESS_TIME_ZONE, messageInstant } from './message-time.js';

/** Spec 1 §4 response-delay styling, with the spec's names. */
export type ResponseDelay = 'none' | 'three minutes delay' | 'five minutes delay';

/** Spec 1 §9: delay thresholds 3 and 5 minutes. */
export const THREE_MINUTES_DELAY_MINUTES = 3;
export const FIVE_MINUTES_DELAY_MINUTES = 5;

/** Under 3 minutes none; 3 to 5 minutes 'three minutes delay'; over 5 'five minutes delay'. */
export function delayForElapsed(elapsedMinutes: number): ResponseDelay {
  if (!(elapsedMinutes >= THREE_MINUTES_DELAY_MINUTES)) return 'none';
  return elapsedMinutes > FIVE_MINUTES_DELAY_MINUTES ? 'five minutes delay' : 'three minutes delay';
}

export type DelayMessage = Pick<
  MessageInstance,
  'direction' | 'messageType' | 'notificationType' | 'createdOn'
> & {
  readonly messageStatus?: string | null;
};

/** The latest message awaits a response when it is from the customer, an internal note or an internal notification. */
export const awaitsResponse = (message: DelayMessage): boolean =>
  isFromCustomer(message) ||
  message.messageType === 'INTERNAL_NOTES' ||
  message.notificationType === 'INTERNAL_NOTES' ||
  message.notificationType.startsWith('INTERNAL_NOTIFICATION');

/** An outgoing SMS, e-mail or invite to the customer (not an internal item): it clears the delay. */
export const isOutgoingToCustomer = (message: DelayMessage): boolean =>
  !isFromCustomer(message) && !isInternal(message) && !message.notificationType.startsWith('INTERNAL');

/** Spec 1 §4 table: a RESTRICTED delivery status is shown with five-minute delay styling. */
export const deliveryDelayStyling = (messageStatus: string | null | undefined): ResponseDelay =>
  messageStatus?.trim().toUpperCase() === 'RESTRICTED' ? 'five minutes delay' : 'none';

export type ResponseDelayInput = {
  readonly role: Role;
  /** The lead's responseReqd. */
  readonly responseRequired: boolean;
  /** The conversation's latest message of any type (internal items included). */
  readonly latestMessage: DelayMessage | null | undefined;
  /** The global-inbox-zero route disables delay styling (spec 1 §2). */
  readonly globalInboxZero: boolean;
};

/**
 * Spec 1 §4 response-delay styling of a lead, measured in America/New_York time from the clock.
 * Only SUPER_DATA_ADMIN and SUPER_USER see it (spec 1 §6). An outgoing message to the customer clears
 * it, unless its delivery was RESTRICTED: the customer never got it, so it shows as a five-minute delay.
 */
export function responseDelay(input: ResponseDelayInput, clock: Clock): ResponseDelay {
  const latest = input.latestMessage;
  if (!canSeeDelayColours(input.role) || input.globalInboxZero || !latest) return 'none';
  if (isOutgoingToCustomer(latest)) return deliveryDelayStyling(latest.messageStatus);
  if (!input.responseRequired || !awaitsResponse(latest)) return 'none';
  const since = messageInstant(latest.createdOn);
  if (!since) return 'none';
  const now = DateTime.fromJSDate(clock.now(), { zone: BUSINESS_TIME_ZONE });
  return delayForElapsed(now.diff(since, 'minutes').minutes);
}
