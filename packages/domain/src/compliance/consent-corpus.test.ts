import { describe, expect, it } from 'vitest';
import { readConsentReply, type ConsentReply } from './consent-reply.rules.js';
import type { OptOutReason } from './opt-out-reason.rules.js';
// The corpus at the repository's root, read as text by vitest (the domain has no Node APIs).
import corpusFile from '../../../../tests/fixtures/consent-replies.tsv?raw';

// Issue 29 point 6: tests/fixtures/consent-replies.tsv, written apart from these rules (see its README),
// measures them. A missed opt-out costs a TCPA claim; an invented one loses a customer who wanted texts.
declare const console: { log(message: string): void };
type Line = {
  readonly line: number;
  readonly label: string;
  readonly text: string;
  readonly notes: string[];
};
const corpus: Line[] = corpusFile
  .split('\n')
  .map((row, index) => ({ row, line: index + 1 }))
  .filter(({ row, line }) => line > 1 && row.trim() !== '')
  .map(({ row, line }) => {
    const [label = '', text = '', note = ''] = row.split('\t');
    return {
      line,
      label,
      text,
      notes: note
        .split(';')
        .map((n) => n.trim())
        .filter(Boolean),
    };
  });

/** The corpus's reason notes as spec 2's outcome reasons ('other' names none). */
const REASON_OF_NOTE: Readonly<Record<string, OptOutReason>> = {
  sold: 'ALREADY_SOLD',
  moved: 'LOCATION_CONSTRAINT',
  'wrong-number': 'INVALID_CONTACT_INFO',
  'not-interested': 'NOT_INTERESTED',
  totaled: 'SALVAGE',
  deceased: 'DO_NOT_CONTACT',
};

const read = corpus.map((entry) => ({ ...entry, reply: readConsentReply(entry.text) }));
const show = (entries: readonly { line: number; text: string; reply: ConsentReply }[]) =>
  entries.map(({ line, text, reply }) => `line ${line}: ${JSON.stringify(text)} -> ${JSON.stringify(reply)}`);
const labelled = (label: string) => read.filter((entry) => entry.label === label);

describe('the consent corpus', () => {
  it('holds every label, and prints the figures', () => {
    const figures = ['opt-out', 'opt-in', 'help', 'unsure', 'none'].map((label) => {
      const lines = labelled(label);
      const expected = label === 'unsure' ? ['possible-opt-out', 'opt-out'] : [label];
      const missed = lines.filter(({ reply }) => !expected.includes(reply.intent)).length;
      const invented =
        label === 'opt-out' ? 0 : lines.filter(({ reply }) => reply.intent === 'opt-out').length;
      const opted = lines.filter(({ reply }) => reply.intent === 'opt-out').length;
      if (label === 'unsure')
        return `${label}: ${lines.length} lines, ${missed} missed, ${opted} read as an opt-out`;
      return `${label}: ${lines.length} lines, ${missed} missed, ${invented} opt-outs invented`;
    });
    console.log(`consent corpus (${read.length} replies)\n  ${figures.join('\n  ')}`);
    expect(labelled('opt-out').length).toBeGreaterThan(0);
    expect(labelled('none').length).toBeGreaterThan(0);
  });

  it('misses no opt-out', () => {
    expect(show(labelled('opt-out').filter(({ reply }) => reply.intent !== 'opt-out'))).toEqual([]);
  });

  it('invents no opt-out from a reply that is not one', () => {
    const others = read.filter(({ label }) => ['none', 'opt-in', 'help'].includes(label));
    expect(show(others.filter(({ reply }) => reply.intent === 'opt-out'))).toEqual([]);
  });

  it('reads START / UNSTOP / COMENZAR as an opt-in and HELP / INFO / AYUDA as help', () => {
    const wrong = read.filter(
      ({ label, reply }) => ['opt-in', 'help'].includes(label) && reply.intent !== label,
    );
    expect(show(wrong)).toEqual([]);
  });

  it('never lets an unsure reply pass as nothing: it is a possible opt-out (or an opt-out)', () => {
    expect(show(labelled('unsure').filter(({ reply }) => reply.intent === 'none'))).toEqual([]);
  });

  it("gives an opt-out's reason where the reply gives one", () => {
    const wrong = labelled('opt-out').filter(({ notes, reply }) =>
      notes.some((note) => Object.hasOwn(REASON_OF_NOTE, note) && reply.reason !== REASON_OF_NOTE[note]),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('says which channel a request about calls or e-mail concerns', () => {
    const wrong = read.filter(({ notes, reply }) =>
      notes.some((note) => note.startsWith('channel:') && reply.channel !== note.slice('channel:'.length)),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('answers a Spanish reply in Spanish', () => {
    const wrong = read.filter(({ notes, reply }) => notes.includes('lang:es') && reply.language !== 'es');
    expect(show(wrong)).toEqual([]);
  });
});
