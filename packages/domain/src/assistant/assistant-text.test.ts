import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOLLOW_UP_BODY,
  DEFAULT_OPENING_BODY,
  DEFAULT_SERVICE_OPENING_BODY,
} from '../templates/opening-text.rules.js';
import { ASSISTANT_REPLIES } from './assistant-replies.js';
import {
  ASSISTANT_TEXTS,
  assistantText,
  replyInLanguage,
  daySlotsOfferText,
  timeOfferText,
} from './assistant-text.js';
import { readRequestedTime } from './date-time-reading.rules.js';
import { REPLY_HANDLING } from './reply-handling.rules.js';

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\$\{[a-zA-Z.]+\}/g)].map((found) => found[0]).sort();

/** Every template the assistant may send a customer, in the spec's English. */
const ENGLISH_TEMPLATES = [
  ...Object.values(REPLY_HANDLING).map((handling) => handling.reply),
  ...Object.values(ASSISTANT_REPLIES),
  DEFAULT_OPENING_BODY,
  DEFAULT_SERVICE_OPENING_BODY,
  DEFAULT_FOLLOW_UP_BODY,
].filter((reply): reply is string => reply !== null && reply !== 'booking');

describe('the assistant speaks the customer language', () => {
  it.each([...new Set(ENGLISH_TEMPLATES)])(
    '"%s" has a Spanish version with the same placeholders',
    (english) => {
      const spanish = replyInLanguage(english, 'es');
      expect(spanish).not.toBe(english);
      expect(placeholders(spanish)).toEqual(placeholders(english));
    },
  );

  it('keeps every English template exactly as the spec words it', () => {
    for (const english of ENGLISH_TEMPLATES) expect(replyInLanguage(english, 'en')).toBe(english);
  });

  it('sends a template it cannot translate in English rather than not at all', () => {
    expect(replyInLanguage('A template added later', 'es')).toBe('A template added later');
  });

  it('names its own short texts in both languages', () => {
    expect(assistantText('teamWillTextShortly', 'en')).toBe(
      'Thanks, a member of our team will text you shortly.',
    );
    expect(assistantText('teamWillTextShortly', 'es')).toBe(
      'Gracias, una persona de nuestro equipo le escribirá en breve.',
    );
    for (const text of Object.values(ASSISTANT_TEXTS)) expect(text.es).not.toBe(text.en);
  });
});

describe('the time and slots the assistant offers, per language', () => {
  // Monday 7 December 2026, 10:00 in New York; "thursday at 2" is Thursday 10 December, 2 PM.
  const now = new Date('2026-12-07T15:00:00Z');
  const asked = readRequestedTime('can I come thursday at 2pm', { zone: 'America/New_York', now });

  it('says the asked time back in English as it always has, and in Spanish with Spanish day names', () => {
    expect(asked).not.toBeNull();
    if (!asked) return;
    expect(timeOfferText(asked, 'en')).toBe(
      `Thanks \${lead.contact.firstName}! ${asked.spoken} at \${lead.office.name}: let me check that time for your \${lead.product.model}, and we will confirm shortly.`,
    );
    expect(timeOfferText(asked, 'es')).toBe(
      '¡Gracias ${lead.contact.firstName}! El jueves 10 de diciembre a las 2:00 PM en ${lead.office.name}: voy a revisar esa hora para su ${lead.product.model} y le confirmaremos en breve.',
    );
  });

  it('offers two slots of one day as the issue words it, in English and Spanish', () => {
    const startsAt = ['2026-12-08T09:00:00.000-05:00', '2026-12-08T09:30:00.000-05:00'];
    expect(daySlotsOfferText({ startsAt, advisorName: 'Angela' }, 'en')).toBe(
      'Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2',
    );
    expect(daySlotsOfferText({ startsAt, advisorName: 'Angela' }, 'es')).toBe(
      'martes 8 de diciembre: 9:00 o 9:30 AM con Angela. Responda 1 o 2',
    );
  });

  it('names the half of the day of each time when the slots straddle noon', () => {
    const startsAt = ['2026-12-08T11:30:00.000-05:00', '2026-12-08T12:00:00.000-05:00'];
    expect(daySlotsOfferText({ startsAt }, 'en')).toBe('Tuesday Dec 8: 11:30 AM or 12:00 PM. Reply 1 or 2');
  });
});

describe('the hand-off answer of issue 31 point 3', () => {
  it('is answered in Spanish whichever way it is used', () => {
    const english = assistantText('teamWillTextShortly', 'en');
    expect(replyInLanguage(english, 'es')).toBe(assistantText('teamWillTextShortly', 'es'));
    expect(replyInLanguage(english.slice(0, -1), 'es')).toBe(
      assistantText('teamWillTextShortly', 'es').slice(0, -1),
    );
  });
});
