import { describe, expect, it } from 'vitest';
import { keywordOf } from './consent-keywords.rules.js';

// Inside a sentence (forgiving false) a keyword must be said exactly: only the words around it that do
// not change it ("please", "now", "ok") may go, however many and in whatever order.
describe('keywordOf: the words around a keyword', () => {
  it('reads STOP with one or two words after it, in either order', () => {
    expect(keywordOf('stop please', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('stop now please', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('stop please now', ['STOP'], false)).toBe('STOP');
  });

  it('reads STOP with one or two words before it, in either order', () => {
    expect(keywordOf('please stop', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('please ok stop', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('ok please stop', ['STOP'], false)).toBe('STOP');
  });

  it('reads STOP with such words on both sides at once', () => {
    expect(keywordOf('please stop now', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('ok stop please', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('please stop by now', ['STOP'], false)).toBeNull();
  });

  it('keeps a reply whose own last word is one that may follow a keyword ("leave me"), or whose first word may lead one ("please no")', () => {
    expect(keywordOf('please leave me', ['LEAVE ME'], false)).toBe('LEAVE ME');
    expect(keywordOf('please no now', ['PLEASE NO'], false)).toBe('PLEASE NO');
  });

  it('does not read STOP when a word that changes it stays', () => {
    expect(keywordOf('stop by tomorrow', ['STOP'], false)).toBeNull();
    expect(keywordOf('please stop by', ['STOP'], false)).toBeNull();
  });
});

describe('keywordOf: repeats, slips and length', () => {
  it('reads a keyword said twice', () => {
    expect(keywordOf('stop stop', ['STOP'])).toBe('STOP');
    expect(keywordOf('stop stop', ['STOP'], false)).toBe('STOP');
    expect(keywordOf('stop shop', ['STOP'], false)).toBeNull();
  });

  it('forgives one slip in a keyword of four letters or more, down to three letters typed', () => {
    expect(keywordOf('stp', ['STOP'])).toBe('STOP');
    expect(keywordOf('stpo', ['STOP'])).toBe('STOP');
    expect(keywordOf('stp', ['STOP'], false)).toBeNull();
    expect(keywordOf('st', ['STOP'])).toBeNull();
  });

  it('reads a clause of up to 60 characters, and none longer', () => {
    const sixty = `stop${' now'.repeat(14)}`;
    const sixtyOne = `stop${' now'.repeat(13)} asap`;
    expect([sixty.length, sixtyOne.length]).toEqual([60, 61]);
    expect(keywordOf(sixty, ['STOP'])).toBe('STOP');
    expect(keywordOf(sixtyOne, ['STOP'])).toBeNull();
  });
});
