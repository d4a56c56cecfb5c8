import { describe, expect, it } from 'vitest';
import { readConsentReply } from './consent-reply.rules.js';

// Issue 29 point 1: each rule both ways, in the words of the issue.
const intentOf = (text: string) => readConsentReply(text).intent;

describe('readConsentReply', () => {
  it.each(['STOP IT', 'stop!!! wrong number', 'Stop all', 'OPT OUT', 'revoke', 'Unsubscribe me please'])(
    'reads the keyword %j where it is the request',
    (text) => expect(intentOf(text)).toBe('opt-out'),
  );

  it.each(['stooop', 'STOPPPP', 'quiiit', 'unsubscibe', 'stpo', 'Sotp texting me'])(
    'reads %j, a keyword with letters repeated or slipped, as an opt-out',
    (text) => expect(intentOf(text)).toBe('opt-out'),
  );

  it.each([
    "don't stop the reminders",
    'never unsubscribe me',
    'please dont stop texting me',
    "I'm not gonna unsubscribe",
  ])('reads the negated %j as no opt-out', (text) => expect(intentOf(text)).toBe('none'));

  it.each([
    'Can you stop by Tuesday?',
    'The stop light is on',
    'At the end of the month works better',
    'Cancel my appointment on Friday',
    'I quit smoking so the car smells better',
    'El precio está muy alto',
    'Para mañana a las 9',
    'brakes squeak when I stop',
    'Can I drop it off tonight?',
    'take me off the waitlist',
    "I can't come Friday, cancel",
    'Unsubscribe? No way, keep them coming',
    'Stop! Wait, I left my sunglasses in the car',
  ])('does not read %j as an opt-out', (text) => expect(intentOf(text)).toBe('none'));

  it.each([
    ['stop calling my landline, text me instead', 'call'],
    ['Please stop sending me emails', 'email'],
    ['Take me off your email list', 'email'],
    ['No me llamen, mejor mándenme mensaje', 'call'],
  ] as const)('reads %j as a request about %s, not texts', (text, channel) => {
    expect(readConsentReply(text)).toMatchObject({ intent: 'none', channel });
  });

  it('asks staff about a bare "stop calling me": it may mean texts too', () => {
    expect(readConsentReply('Stop calling me')).toMatchObject({
      intent: 'possible-opt-out',
      channel: 'call',
    });
  });

  it('keeps texts and calls together: "stop calling and texting me" is an opt-out', () => {
    expect(readConsentReply('STOP CALLING AND TEXTING ME')).toMatchObject({ intent: 'opt-out' });
    expect(readConsentReply('STOP CALLING AND TEXTING ME').channel).toBeUndefined();
  });

  it.each([
    ['STOP I sold the car', 'ALREADY_SOLD'],
    ["Stop, I don't own a Honda anymore", 'ALREADY_SOLD'],
    ['please stop, we moved to Ohio', 'LOCATION_CONSTRAINT'],
    ['wrong number stop', 'INVALID_CONTACT_INFO'],
    ["I'm not Maria. Stop texting me", 'INVALID_CONTACT_INFO'],
    ['Not interested, remove my number', 'NOT_INTERESTED'],
    ['Stop, he passed away last year', 'DO_NOT_CONTACT'],
    ['STOP the car got totaled', 'SALVAGE'],
  ] as const)('reads %j as an opt-out for %s', (text, reason) => {
    expect(readConsentReply(text)).toMatchObject({ intent: 'opt-out', reason });
  });

  it('gives no reason to a reply that is not an opt-out', () => {
    expect(readConsentReply('I sold the car last year')).toEqual({
      intent: 'none',
      language: 'en',
      keyword: false,
    });
  });

  it.each(['remove my number', 'please delete my number', 'take my number off your list', 'lose my number'])(
    'reads %j as an opt-out',
    (text) => expect(intentOf(text)).toBe('opt-out'),
  );

  it.each([
    'no me manden mensajes',
    'No me manden más mensajes por favor',
    'ya no',
    'Basta',
    'CANCELAR',
    'alto',
    'para',
    'no quiero mensajes',
    'borren mi número',
    'borren mi numero',
    'dejen de escribirme',
  ])('reads the Spanish %j as an opt-out, in Spanish', (text) => {
    expect(readConsentReply(text)).toMatchObject({ intent: 'opt-out', language: 'es' });
  });

  it('answers English in English', () => {
    expect(readConsentReply('STOP').language).toBe('en');
    expect(readConsentReply('Please stop texting me').language).toBe('en');
  });

  it.each([
    'enough',
    'no more',
    'please no',
    'ugh not again',
    'why do you keep texting me',
    'why do you text me so much',
  ])('reads %j as a possible opt-out for staff to confirm', (text) =>
    expect(intentOf(text)).toBe('possible-opt-out'),
  );

  it.each([
    ['HELP', 'help'],
    ['info', 'help'],
    ['Ayuda', 'help'],
    ['START', 'opt-in'],
    ['unstop', 'opt-in'],
    ['COMENZAR', 'opt-in'],
    ['Please start texting me again', 'opt-in'],
  ] as const)('reads %j as %s', (text, intent) => {
    expect(readConsentReply(text)).toMatchObject({ intent, keyword: !text.includes(' ') });
  });

  it('does not read "can you help me with my brakes" as a request for help with texts', () => {
    expect(intentOf('can you help me with my brakes')).toBe('none');
  });

  it('says whether the whole reply was a keyword', () => {
    expect(readConsentReply('stop please').keyword).toBe(true);
    expect(readConsentReply('please stop texting me').keyword).toBe(false);
  });

  it('reads a reply of 1,600 characters built to make a pattern backtrack like any other', () => {
    const long = `${'no '.repeat(300)}stop ${'text '.repeat(150)}`.slice(0, 1600);
    expect(['opt-out', 'none']).toContain(intentOf(long));
    expect(intentOf(`${'dont '.repeat(320)}`)).toBe('none');
  });
});
