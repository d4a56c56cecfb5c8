import { readFileSync } from 'node:fs';
import { REPLY_CODES } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { isSpanishReply } from './reply-evaluation-language.js';
import { readLabelledReplies, trainingReplies } from './trained-reply-classifier.js';

// Issue 31: tests/fixtures/held-out-replies.tsv measures how the assistant reads replies it has never
// seen. It only measures if it is big enough, holds Spanish, and none of its replies is a training example.
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/${name}`, import.meta.url), 'utf8');
const heldOutTsv = fixture('held-out-replies.tsv');
const heldOut = readLabelledReplies(heldOutTsv);
const normalised = (text: string) => text.toLowerCase().trim().replace(/\s+/g, ' ');

describe('the held-out set of customer replies (issue 31)', () => {
  it('holds at least 500 replies, at least 10% of them Spanish', () => {
    const spanish = heldOut.filter(({ text }) => isSpanishReply(text));
    expect(heldOut.length).toBeGreaterThanOrEqual(500);
    expect(spanish.length / heldOut.length).toBeGreaterThanOrEqual(0.1);
  });

  it('gives every reply valid classification codes', () => {
    const lines = heldOutTsv.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(lines).toHaveLength(heldOut.length);
    for (const { codes, text } of heldOut) {
      expect(codes.length, text).toBeGreaterThan(0);
      for (const code of codes) expect(REPLY_CODES, text).toContain(code);
      expect(text.trim(), codes.join(',')).not.toBe('');
    }
  });

  it('shares no reply with the training examples or with the labelled set', () => {
    const trained = new Set(trainingReplies().map(({ text }) => normalised(text)));
    const labelled = new Set(
      readLabelledReplies(fixture('labelled-replies.tsv')).map(({ text }) => normalised(text)),
    );
    expect(heldOut.filter(({ text }) => trained.has(normalised(text))).map(({ text }) => text)).toEqual([]);
    expect(heldOut.filter(({ text }) => labelled.has(normalised(text))).map(({ text }) => text)).toEqual([]);
  });
});
