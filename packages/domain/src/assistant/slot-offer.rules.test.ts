import { describe, expect, it } from 'vitest';
import {
  existingAppointmentReplyText,
  nearestSlots,
  offerFits,
  offerReplyStep,
  readSlotPick,
  transportSaid,
  slotOfferText,
  type OfferedSlot,
} from './slot-offer.rules.js';

const NEW_YORK = 'America/New_York';

/** A free time on a December 2026 day in New York (EST, UTC-5). */
const slot = (date: string, time: string, advisor = 'Angela', advisorId = '1'): OfferedSlot => ({
  date,
  time,
  startsAt: new Date(`${date}T${time}:00-05:00`).toISOString(),
  advisorId,
  advisorName: advisor,
});

const TUESDAY = '2026-12-08';
const WEDNESDAY = '2026-12-09';
const FREE = [
  slot(TUESDAY, '09:00'),
  slot(TUESDAY, '09:30'),
  slot(TUESDAY, '13:30'),
  slot(TUESDAY, '14:30'),
  slot(WEDNESDAY, '10:00'),
];

describe('the times offered (issue 31 point 5)', () => {
  it('offers the two free times nearest the asked time on the asked day, in time order', () => {
    expect(nearestSlots(FREE, { day: TUESDAY, time: '14:00' }).map((s) => s.time)).toEqual([
      '13:30',
      '14:30',
    ]);
  });

  it('offers the first times of the asked day when only a day was said', () => {
    expect(nearestSlots(FREE, { day: TUESDAY, time: null }).map((s) => s.time)).toEqual(['09:00', '09:30']);
  });

  it('offers the nearest day with free times when the asked day has none, the later day on a tie', () => {
    const offered = nearestSlots(FREE, { day: '2026-12-10', time: '10:00' });
    expect(offered.map((s) => [s.date, s.time])).toEqual([[WEDNESDAY, '10:00']]);
    const tie = [slot('2026-12-07', '09:00'), slot(WEDNESDAY, '09:00')];
    expect(nearestSlots(tie, { day: TUESDAY, time: '09:00' })[0]!.date).toBe(WEDNESDAY);
  });

  it('never offers the slot just taken again', () => {
    const taken = FREE[2]!;
    expect(nearestSlots(FREE, { day: TUESDAY, time: '13:30' }, { excluding: taken.startsAt })).not.toContain(
      taken,
    );
  });

  it('says whether the offer answers what was asked (within an hour of the time, on the day)', () => {
    expect(offerFits([slot(TUESDAY, '13:00')], { day: TUESDAY, time: '14:00' })).toBe(true);
    expect(offerFits([slot(TUESDAY, '12:59')], { day: TUESDAY, time: '14:00' })).toBe(false);
    expect(offerFits([slot(WEDNESDAY, '14:00')], { day: TUESDAY, time: '14:00' })).toBe(false);
  });
});

describe('the offer text, in the store’s zone', () => {
  const text = (slots: OfferedSlot[], zone = NEW_YORK) =>
    slotOfferText({ firstName: 'Jessica', zone, slots, reason: { kind: 'asked' } });

  it('reads like the issue: "Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2."', () => {
    expect(text([slot(TUESDAY, '09:00'), slot(TUESDAY, '09:30')])).toBe(
      'Thanks Jessica! Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2.',
    );
  });

  it('names each half of the day and each advisor when they differ, and each day across days', () => {
    expect(text([slot(TUESDAY, '11:30'), slot(TUESDAY, '12:00', 'Bob', '2')])).toBe(
      'Thanks Jessica! Tuesday Dec 8: 11:30 AM with Angela or 12:00 PM with Bob. Reply 1 or 2.',
    );
    expect(text([slot(TUESDAY, '16:00'), slot(WEDNESDAY, '09:00')])).toBe(
      'Thanks Jessica! Tuesday Dec 8 at 4:00 PM with Angela or Wednesday Dec 9 at 9:00 AM with Angela. Reply 1 or 2.',
    );
  });

  it('reads the instant in the store’s zone, not the server’s', () => {
    expect(text([slot(TUESDAY, '09:00')], 'America/Los_Angeles')).toBe(
      'Thanks Jessica! Tuesday Dec 8: 6:00 AM with Angela. Reply 1 to book it.',
    );
  });

  it('says why when the asked time is not free or the pick was taken, and offers nothing when nothing is free', () => {
    const slots = [slot(TUESDAY, '09:00'), slot(TUESDAY, '09:30')];
    expect(
      slotOfferText({
        firstName: '',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'nothing-fits', spokenAsked: 'Monday, December 7 at 2:00 PM' },
      }),
    ).toBe(
      'Monday, December 7 at 2:00 PM is not free. The nearest times: Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2.',
    );
    expect(
      slotOfferText({
        firstName: '',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'taken', taken: slot(TUESDAY, '10:00') },
      }),
    ).toMatch(/^Sorry, Tuesday Dec 8 at 10:00 AM was just taken\. The nearest free times: /);
    expect(slotOfferText({ firstName: '', zone: NEW_YORK, slots, reason: { kind: 'passed' } })).toBe(
      'Sorry, those times have passed. The next free times: Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2.',
    );
    expect(
      slotOfferText({ firstName: 'Jo', zone: NEW_YORK, slots: [], reason: { kind: 'asked' } }),
    ).toBeNull();
  });
});

describe('the offer text in Spanish (issue 31 point 4)', () => {
  const spanish = (slots: OfferedSlot[], reason: Parameters<typeof slotOfferText>[0]['reason']) =>
    slotOfferText({ firstName: 'Lucía', zone: NEW_YORK, slots, reason, language: 'es' });

  it('offers the same times, the day and the reply in Spanish', () => {
    expect(spanish([slot(TUESDAY, '09:00'), slot(TUESDAY, '09:30')], { kind: 'asked' })).toBe(
      '¡Gracias Lucía! martes 8 de diciembre: 9:00 o 9:30 AM con Angela. Responda 1 o 2.',
    );
    expect(spanish([slot(TUESDAY, '16:00'), slot(WEDNESDAY, '09:00')], { kind: 'asked' })).toBe(
      '¡Gracias Lucía! martes 8 de diciembre a las 4:00 PM con Angela o miércoles 9 de diciembre a las 9:00 AM con Angela. Responda 1 o 2.',
    );
    expect(spanish([slot(TUESDAY, '09:00')], { kind: 'asked' })).toBe(
      '¡Gracias Lucía! martes 8 de diciembre: 9:00 AM con Angela. Responda 1 para reservarla.',
    );
  });

  it('says why in Spanish, without an English word', () => {
    const slots = [slot(TUESDAY, '09:00'), slot(TUESDAY, '09:30')];
    const reasons = [
      { kind: 'nothing-fits', spokenAsked: 'Monday, December 7 at 2:00 PM' },
      { kind: 'taken', taken: slot(TUESDAY, '10:00') },
      { kind: 'passed' },
      { kind: 'ask-again' },
    ] as const;
    const said = reasons.map((reason) => spanish(slots, reason)!);
    expect(said[1]).toMatch(/^Disculpe, el martes 8 de diciembre a las 10:00 AM se acaba de reservar\. /);
    for (const text of said) {
      expect(text).toMatch(/Responda 1 o 2\.$/);
      expect(text).not.toMatch(/\b(?:Sorry|Reply|with|Tuesday|Monday|December|nearest|taken)\b/);
    }
  });
});

describe('the offer with the lead’s booking link (issue 34)', () => {
  const slots = [slot(TUESDAY, '09:00'), slot(TUESDAY, '09:30')];
  const LINK = 'https://torque.example/book/7.abc';

  it('ends with where to pick any other time, the reply by number kept', () => {
    expect(
      slotOfferText({
        firstName: 'Jessica',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'asked' },
        bookingLink: LINK,
      }),
    ).toBe(
      `Thanks Jessica! Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2. Or pick any time here: ${LINK}`,
    );
    expect(
      slotOfferText({
        firstName: '',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'nothing-fits', spokenAsked: 'Monday, December 7 at 2:00 PM' },
        bookingLink: LINK,
      }),
    ).toBe(
      `Monday, December 7 at 2:00 PM is not free. The nearest times: Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2. Or pick any time here: ${LINK}`,
    );
  });

  it('says it in Spanish for a Spanish-speaking customer', () => {
    expect(
      slotOfferText({
        firstName: 'Lucía',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'asked' },
        language: 'es',
        bookingLink: LINK,
      }),
    ).toBe(
      `¡Gracias Lucía! martes 8 de diciembre: 9:00 o 9:30 AM con Angela. Responda 1 o 2. O elija cualquier hora aquí: ${LINK}`,
    );
    expect(
      slotOfferText({
        firstName: '',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'nothing-fits', spokenAsked: 'Monday, December 7 at 2:00 PM' },
        language: 'es',
        bookingLink: LINK,
      }),
    ).toBe(
      `La hora que pidió no está libre. Las horas más cercanas: martes 8 de diciembre: 9:00 o 9:30 AM con Angela. Responda 1 o 2. O elija cualquier hora aquí: ${LINK}`,
    );
  });

  it('says nothing of a link without one, and offers nothing when nothing is free', () => {
    for (const bookingLink of [undefined, null, '']) {
      const text = slotOfferText({
        firstName: '',
        zone: NEW_YORK,
        slots,
        reason: { kind: 'passed' },
        bookingLink,
      });
      expect(text).toMatch(/Reply 1 or 2\.$/);
    }
    expect(
      slotOfferText({
        firstName: '',
        zone: NEW_YORK,
        slots: [],
        reason: { kind: 'asked' },
        bookingLink: LINK,
      }),
    ).toBeNull();
  });
});

describe('reading the pick', () => {
  const offered = [slot(TUESDAY, '13:30'), slot(TUESDAY, '14:30')];
  const pick = (text: string) => readSlotPick(text, offered, NEW_YORK);

  it.each([
    ['1', 0],
    ['2', 1],
    ['#2', 1],
    ['option 1', 0],
    ['1 please', 0],
    ['Ok 2 thanks!', 1],
    ['the first', 0],
    ['first one works', 0],
    ['the 2nd one', 1],
    ['the later one', 1],
    ['2:30', 1],
    ['1:30 pm works', 0],
    ['lets do 2:30pm', 1],
  ])('reads "%s" as offered time %i', (text, index) => {
    expect(pick(text)).toBe(index);
  });

  it.each(['3', 'sounds good', 'maybe', 'the first or the second', '10:00', 'either'])(
    'reads "%s" as no pick',
    (text) => {
      expect(pick(text)).toBeNull();
    },
  );

  it('a number beyond a one-time offer picks nothing', () => {
    expect(readSlotPick('2', [offered[0]!], NEW_YORK)).toBeNull();
  });

  it('a plain yes takes a one-time offer, never one of two', () => {
    for (const yes of ['yes', 'Yes please', 'ok book it', 'sounds good!', 'that works'])
      expect(readSlotPick(yes, [offered[0]!], NEW_YORK)).toBe(0);
    expect(readSlotPick('yes', offered, NEW_YORK)).toBeNull();
    expect(readSlotPick('yes but not tuesday', [offered[0]!], NEW_YORK)).toBeNull();
  });
});

describe('what a reply to an offer does', () => {
  const step = (fields: Partial<Parameters<typeof offerReplyStep>[0]>) =>
    offerReplyStep({
      picked: false,
      askedNewTime: false,
      aboutBooking: true,
      askedAgainBefore: false,
      ...fields,
    });

  it('books a pick, offers a new time afresh, asks once, then hands to a person', () => {
    expect(step({ picked: true, askedAgainBefore: true })).toBe('book');
    expect(step({ askedNewTime: true })).toBe('offer-asked');
    expect(step({})).toBe('ask-again');
    expect(step({ askedAgainBefore: true })).toBe('hand-off');
  });

  it('leaves a reply that is not about booking to its code', () => {
    expect(step({ aboutBooking: false, askedAgainBefore: true })).toBe('code');
  });
});

describe('a customer who already has an appointment', () => {
  it('is told their advisor takes it, never asked what day works', () => {
    const text = existingAppointmentReplyText({
      firstName: 'Jessica',
      spokenWhen: 'Thursday 10 December at 2:00 PM EST',
      advisorName: 'Angela Ruiz',
    });
    expect(text).toBe(
      'Thanks Jessica! You are booked for Thursday 10 December at 2:00 PM EST. I have passed your message to Angela Ruiz, who will get back to you about it.',
    );
    expect(text).not.toMatch(/what day/i);
  });

  it('is told it in Spanish when the customer writes Spanish', () => {
    expect(
      existingAppointmentReplyText({
        firstName: 'Lucía',
        spokenWhen: 'jueves 10 de diciembre a las 2:00 PM EST',
        advisorName: 'Angela Ruiz',
        language: 'es',
      }),
    ).toBe(
      '¡Gracias Lucía! Tiene su cita el jueves 10 de diciembre a las 2:00 PM EST. Le pasé su mensaje a Angela Ruiz, quien le responderá al respecto.',
    );
  });
});

describe('how the customer says they will come', () => {
  it.each([
    ['can I come thursday around 2, I will wait', 'WAITER'],
    ["I'll wait for it", 'WAITER'],
    ['tuesday at 9, I need a loaner', 'LOANER'],
    ['can I get a ride home on the shuttle?', 'SHUTTLE'],
    ['I can drop it off monday morning', 'DROP_OFF'],
    ['can I come thursday around 2', null],
    ['a loaner or I can wait', null],
  ] as const)('%s: %s', (text, kind) => {
    expect(transportSaid(text)).toBe(kind);
  });
});
