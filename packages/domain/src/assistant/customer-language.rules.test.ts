import { describe, expect, it } from 'vitest';
import { readConsentReply } from '../compliance/consent-reply.rules.js';
import { consentReplyInLanguage, languageAfterReply, replyLanguage } from './customer-language.rules.js';

// Replies as customers write them, typos and missing accents included; none is from a training file.
const SPANISH_REPLIES = [
  'sí',
  'si',
  'Sí, por favor',
  'no gracias',
  'No, gracias.',
  '¿quién es?',
  'quien es',
  '¿Quién habla?',
  'gracias',
  'Hola, ¿puedo ir el jueves en la tarde?',
  'mañana a las 3',
  'ya lo vendí',
  'número equivocado',
  'ok gracias 👍',
  'llámame por favor',
  '¡Perfecto!',
  'Necesito cambio de aceite para mi carro',
  'no hablo ingles',
];

const ENGLISH_REPLIES = [
  'yes please',
  'who is this?',
  'Can I come Thursday around 2',
  'No thanks, I sold the car',
  'wrong number',
  "I'm busy this week, text me next week",
  'what time works tomorrow?',
  'Thank you!',
];

// Nothing in these says a language: the customer's language stays as it was.
const SAYS_NOTHING = [
  'ok',
  'OK',
  'Ok.',
  'no',
  'No!',
  'k',
  '1',
  '2',
  '10:30',
  '👍',
  '🙂🙂',
  '',
  '   ',
  '?',
  'yes',
];

describe('the language of a reply', () => {
  it.each(SPANISH_REPLIES)('"%s" is Spanish', (text) => {
    expect(replyLanguage(text)).toBe('es');
  });

  it.each(ENGLISH_REPLIES)('"%s" is clearly English', (text) => {
    expect(replyLanguage(text)).toBe('en');
  });

  it.each(SAYS_NOTHING)('"%s" does not tell', (text) => {
    expect(replyLanguage(text)).toBeNull();
  });

  it('takes one Spanish word to answer in Spanish, but two English words to go back', () => {
    expect(replyLanguage('gracias')).toBe('es');
    expect(replyLanguage('thanks')).toBeNull();
    expect(replyLanguage('thanks again')).toBeNull(); // "again" is no marker: one English word
    expect(replyLanguage('thanks you')).toBe('en');
  });

  it('reads a mixed reply by which language has more of it, Spanish on a tie', () => {
    expect(replyLanguage('yes, el martes')).toBe('es');
    expect(replyLanguage('ok el martes thanks')).toBe('es');
    expect(replyLanguage('I will be in Las Vegas this week')).toBeNull();
  });
});

describe("the customer's language after a reply", () => {
  it('switches to Spanish on a Spanish reply and back only on a clearly English one', () => {
    expect(languageAfterReply('en', 'sí, gracias')).toBe('es');
    expect(languageAfterReply('es', 'ok')).toBe('es');
    expect(languageAfterReply('es', 'yes')).toBe('es');
    expect(languageAfterReply('es', 'yes please, Thursday works')).toBe('en');
    expect(languageAfterReply('en', '👍')).toBe('en');
  });
});

describe('the consent confirmation of a Spanish-speaking customer', () => {
  it('follows the customer on a bare keyword and the words on a sentence', () => {
    expect(consentReplyInLanguage(readConsentReply('STOP'), 'es').language).toBe('es');
    expect(consentReplyInLanguage(readConsentReply('STOP'), 'en').language).toBe('en');
    expect(consentReplyInLanguage(readConsentReply('please stop texting me'), 'es').language).toBe('en');
    expect(consentReplyInLanguage(readConsentReply('ya no me manden mensajes'), 'en').language).toBe('es');
  });
});
