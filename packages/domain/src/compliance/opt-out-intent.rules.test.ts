import { describe, expect, it } from 'vitest';
import { consentIntentOf, normaliseInboundText } from './opt-out-intent.rules.js';
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
});

describe('normaliseInboundText', () => {
  it('keeps only upper-case words', () => {
    expect(normaliseInboundText("  Don't   text me!! ")).toBe('DON T TEXT ME');
  });
});
