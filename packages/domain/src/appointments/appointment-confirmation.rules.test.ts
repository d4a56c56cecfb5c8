import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  appointmentCancellationText,
  appointmentChangeText,
  appointmentConfirmationText,
  appointmentReplyNote,
  REPLY_TO_CHANGE,
  rescheduleOfferText,
} from './appointment-confirmation.rules.js';
import { TRANSPORT_TYPES } from './availability-config.js';

const facts = {
  firstName: 'Sam',
  storeName: 'Torque Ford',
  storePhone: '+15550100001',
  zone: 'America/Chicago',
  // 15:00 UTC is 9:00 AM in Chicago in March 2030 (CST, before the clocks change on 10 March).
  startsAt: '2030-03-06T15:00:00Z',
  advisorName: 'Dana Lee',
  transportType: 'DROP_OFF',
};

describe('appointment confirmation text (issue 30)', () => {
  it('names the day and time in the store’s zone, the store and its phone, the advisor and the transport', () => {
    expect(appointmentConfirmationText(facts)).toBe(
      'Hi Sam, your appointment is confirmed for Wednesday 6 March at 9:00 AM CST at Torque Ford, ' +
        '(555)-010-0001, with Dana Lee, Drop-off. Reply to this text to cancel or reschedule.',
    );
  });

  it('prefers the store’s address, and leaves out what the appointment does not have', () => {
    expect(
      appointmentConfirmationText({
        ...facts,
        firstName: ' ',
        storeAddress: '12 Main St, Springfield',
        advisorName: null,
        transportType: null,
      }),
    ).toBe(
      'Hi, your appointment is confirmed for Wednesday 6 March at 9:00 AM CST at Torque Ford, ' +
        '12 Main St, Springfield. Reply to this text to cancel or reschedule.',
    );
  });

  it('says a move and a cancellation in the same words', () => {
    expect(appointmentChangeText(facts)).toContain('has moved to Wednesday 6 March at 9:00 AM CST');
    expect(appointmentCancellationText(facts)).toBe(
      'Hi Sam, your appointment for Wednesday 6 March at 9:00 AM CST at Torque Ford, (555)-010-0001 ' +
        'has been cancelled. Reply to this text to book a new time.',
    );
  });

  it('offers at most three free times, or says the advisor will call', () => {
    const offer = { firstName: 'Sam', storeName: 'Torque Ford', zone: 'America/Chicago' };
    const times = [
      '2030-03-07T14:00:00Z',
      '2030-03-07T16:30:00Z',
      '2030-03-08T15:00:00Z',
      '2030-03-08T19:00:00Z',
    ];
    expect(rescheduleOfferText({ ...offer, freeTimes: times })).toBe(
      'Hi Sam, we can move your appointment at Torque Ford to Thursday 7 March at 8:00 AM CST, or ' +
        'Thursday 7 March at 10:30 AM CST, or Friday 8 March at 9:00 AM CST. Reply with the time that suits you.',
    );
    expect(rescheduleOfferText({ ...offer, freeTimes: [] })).toMatch(/your advisor will call you/);
  });

  it('always shows the store’s wall-clock time and date of the instant, whatever the zone', () => {
    const zones = [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Phoenix',
      'Pacific/Honolulu',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.constantFrom(...zones),
        fc.constantFrom(...TRANSPORT_TYPES),
        (ms, zone, transportType) => {
          const startsAt = new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
          const text = appointmentConfirmationText({ ...facts, zone, startsAt, transportType });
          const local = DateTime.fromISO(startsAt).setZone(zone).setLocale('en-US');
          expect(text).toContain(`${local.toFormat('cccc d LLLL')} at ${local.toFormat('h:mm a')}`);
          expect(text).toContain('Torque Ford');
          expect(text).toContain('with Dana Lee');
          expect(text.endsWith(REPLY_TO_CHANGE)).toBe(true);
        },
      ),
      propertyConfig(),
    );
  });
});

describe('a customer’s reply about the appointment, for its advisor', () => {
  it('names the advisor, the appointment, the words and the times offered', () => {
    expect(
      appointmentReplyNote({
        kind: 'reschedule',
        advisorName: 'Dana Lee',
        startsAt: facts.startsAt,
        zone: facts.zone,
        said: ' I need to reschedule ',
        offered: ['2030-03-07T14:00:00Z'],
        offerSent: true,
      }),
    ).toBe(
      'For Dana Lee: the customer asks to reschedule the appointment on Wednesday 6 March at 9:00 AM CST: ' +
        '"I need to reschedule". Offered: Thursday 7 March at 8:00 AM CST.',
    );
    expect(
      appointmentReplyNote({
        kind: 'cancel',
        advisorName: null,
        startsAt: facts.startsAt,
        zone: facts.zone,
        said: 'cancel it',
        offered: [],
        offerSent: false,
      }),
    ).toBe('The customer asks to cancel the appointment on Wednesday 6 March at 9:00 AM CST: "cancel it".');
  });
});
