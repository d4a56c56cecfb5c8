import { describe, expect, it } from 'vitest';
import { fixedClock } from '../testing/fixed-clock.js';
import { sampleMessageInstance } from '../testing/samples.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import {
  deliveryDelayStyling,
  delayForElapsed,
  responseDelay,
  type ResponseDelayInput,
} from './response-delay.rules.js';

const clock = fixedClock('2025-03-14T15:10:00.000Z');
const fromCustomer = (createdOn: string, overrides: Partial<MessageInstance> = {}) =>
  sampleMessageInstance({
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    createdOn,
    ...overrides,
  });
const input = (
  latestMessage: ResponseDelayInput['latestMessage'],
  overrides: Partial<ResponseDelayInput> = {},
) =>
  ({
    role: 'SUPER_USER',
    responseRequired: true,
    latestMessage,
    globalInboxZero: false,
    ...overrides,
  }) as const;

describe('responseDelay (spec 1 §4, America/New_York time)', () => {
  it.each([
    ['2025-03-14T15:07:01.000Z', 'none'],
    ['2025-03-14T15:07:00.000Z', 'three minutes delay'],
    ['2025-03-14T15:05:00.000Z', 'three minutes delay'],
    ['2025-03-14T15:04:59.000Z', 'five minutes delay'],
    ['2025-03-14T09:00:00.000Z', 'five minutes delay'],
  ])('a customer message of %s is %s at 15:10Z', (createdOn, expected) => {
    expect(responseDelay(input(fromCustomer(createdOn)), clock)).toBe(expected);
  });

  it('reads a time without an offset as New York time (EDT, UTC-4, in March 2025)', () => {
    expect(responseDelay(input(fromCustomer('2025-03-14T11:06:00')), clock)).toBe('three minutes delay');
    expect(responseDelay(input(fromCustomer('2025-03-14 11:04:00')), clock)).toBe('five minutes delay');
  });

  it.each([
    [
      'an internal note',
      { direction: 'SEND', messageType: 'INTERNAL_NOTES', notificationType: 'INTERNAL_NOTES' },
    ],
    [
      'an internal notification',
      { direction: 'SEND', messageType: 'INTERNAL', notificationType: 'INTERNAL_NOTIFICATION_GM' },
    ],
  ] as const)('applies after %s', (_, kind) => {
    expect(responseDelay(input(fromCustomer('2025-03-14T15:00:00.000Z', kind)), clock)).toBe(
      'five minutes delay',
    );
  });

  it('is cleared by an outgoing message to the customer', () => {
    const reply = sampleMessageInstance({
      createdOn: '2025-03-14T15:00:00.000Z',
      messageStatus: 'delivered',
    });
    expect(responseDelay(input(reply), clock)).toBe('none');
  });

  it('shows a RESTRICTED outgoing message as a five-minute delay', () => {
    const reply = sampleMessageInstance({
      createdOn: '2025-03-14T15:09:00.000Z',
      messageStatus: 'RESTRICTED',
    });
    expect(responseDelay(input(reply), clock)).toBe('five minutes delay');
  });

  it.each([
    ['without a response required', { responseRequired: false }],
    ['to roles other than SUPER_DATA_ADMIN and SUPER_USER', { role: 'SUPER_ADMIN' }],
    ['on the global-inbox-zero route', { globalInboxZero: true }],
  ] as const)('does not apply %s', (_, overrides) => {
    expect(responseDelay(input(fromCustomer('2025-03-14T15:00:00.000Z'), overrides), clock)).toBe('none');
  });

  it('applies for SUPER_DATA_ADMIN too', () => {
    const late = fromCustomer('2025-03-14T15:00:00.000Z');
    expect(responseDelay(input(late, { role: 'SUPER_DATA_ADMIN' }), clock)).toBe('five minutes delay');
  });

  it('is none without a message, with an unreadable time, or for a message in the future', () => {
    expect(responseDelay(input(null), clock)).toBe('none');
    expect(responseDelay(input(fromCustomer('not a date')), clock)).toBe('none');
    expect(responseDelay(input(fromCustomer('2025-03-14T15:20:00.000Z')), clock)).toBe('none');
  });
});

describe('delayForElapsed and deliveryDelayStyling', () => {
  it('uses the 3 and 5 minute thresholds', () => {
    expect([2.99, 3, 5, 5.01, Number.NaN].map(delayForElapsed)).toEqual([
      'none',
      'three minutes delay',
      'three minutes delay',
      'five minutes delay',
      'none',
    ]);
  });

  it('styles RESTRICTED, in any case, as a five-minute delay', () => {
    expect([' restricted ', 'RESTRICTED', 'delivered', null].map(deliveryDelayStyling)).toEqual([
      'five minutes delay',
      'five minutes delay',
      'none',
      'none',
    ]);
  });
});
