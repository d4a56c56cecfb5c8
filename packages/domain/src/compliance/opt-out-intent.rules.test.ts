import { describe, expect, it } from 'vitest';
import { consentIntentOf, isOptInText, isOptOutText, normaliseInboundText } from './opt-out-intent.rules.js';
import { NOT_OPT_OUT_PHRASINGS, OPT_IN_PHRASINGS, OPT_OUT_PHRASINGS } from './opt-out-phrasings.js';

describe('consentIntentOf', () => {
  it('has a table of at least 50 opt-out phrasings', () => {
    expect(OPT_OUT_PHRASINGS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(OPT_OUT_PHRASINGS)('reads %j as an opt-out', (text) => {
    expect(consentIntentOf(text)).toBe('opt-out');
  });

  it.each(NOT_OPT_OUT_PHRASINGS)('does not read %j as an opt-out', (text) => {
    expect(consentIntentOf(text)).toBe('none');
  });

  it.each(OPT_IN_PHRASINGS)('reads %j as an opt-in', (text) => {
    expect(consentIntentOf(text)).toBe('opt-in');
  });

  it('ignores an empty or emoji-only text', () => {
    expect(consentIntentOf('')).toBe('none');
    expect(consentIntentOf('👍')).toBe('none');
  });

  it('changes no consent for a help request: only an opt-out or an opt-in does', () => {
    expect(consentIntentOf('HELP')).toBe('none');
    expect(consentIntentOf('STOP')).toBe('opt-out');
    expect(consentIntentOf('START')).toBe('opt-in');
  });
});

describe('isOptOutText and isOptInText', () => {
  it('STOP is an opt-out and not an opt-in; START is an opt-in and not an opt-out', () => {
    expect(isOptOutText('STOP')).toBe(true);
    expect(isOptInText('STOP')).toBe(false);
    expect(isOptInText('START')).toBe(true);
    expect(isOptOutText('START')).toBe(false);
  });

  it('a question about the appointment is neither', () => {
    expect(isOptOutText('Can I come in at 3?')).toBe(false);
    expect(isOptInText('Can I come in at 3?')).toBe(false);
  });
});

describe('normaliseInboundText', () => {
  it('keeps only upper-case words', () => {
    expect(normaliseInboundText("  Don't   text me!! ")).toBe('DON T TEXT ME');
  });

  it('splits words joined by punctuation or a hyphen, so each word can be read', () => {
    expect(normaliseInboundText('stop,please')).toBe('STOP PLEASE');
    expect(normaliseInboundText('opt-out')).toBe('OPT OUT');
  });
});
