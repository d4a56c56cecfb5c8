import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { handlingOfReply, handOffNote, likelyCodes } from './hand-off.rules.js';
import type { CodeLikelihood } from './reply-classifier.port.js';
import { REPLY_CODES, type ReplyCode, type ReplyCodes } from './reply-codes.rules.js';
import { HANDED_TO_STAFF_REPLY, REPLY_HANDLING } from './reply-handling.rules.js';

const read = (code: ReplyCode, ...runnersUp: ReplyCode[]): ReplyCodes => ({
  code,
  runnersUp,
  decidedBy: 'model',
});
const likely = (...pairs: [CodeLikelihood['code'], number][]): CodeLikelihood[] =>
  pairs.map(([code, likelihood]) => ({ code, likelihood }));

/** The replies issue 31 names: unsure, a complaint, a question, a request to call. */
const TO_A_PERSON: readonly ReplyCode[] = ['BLANK', 'CC', 'CQ', 'REQ-CALL'];

describe('unsure goes to a person, never to silence (issue 31, point 3)', () => {
  it('hands an unreadable reply to staff and tells the customer so, honestly', () => {
    expect(handlingOfReply(read('BLANK'))).toEqual({
      reply: 'Thanks, a member of our team will text you shortly.',
      handOff: true,
      stopAssistant: false,
      servicePerformed: false,
    });
  });

  it('hands every unsure reply, complaint, question and call request to staff with an answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TO_A_PERSON),
        fc.subarray([...REPLY_CODES], { maxLength: 2 }),
        (code, runnersUp) => {
          const handling = handlingOfReply(read(code, ...runnersUp));
          expect(handling.handOff).toBe(true);
          expect(typeof handling.reply).toBe('string');
          expect(handling.reply).not.toBe('booking');
        },
      ),
      propertyConfig(),
    );
  });

  it('hands a reply with a complaint among its meanings to a person, whatever its first code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPLY_CODES.filter((code) => code !== 'STOP')), (code) => {
        const handling = handlingOfReply(read(code, 'CC'));
        expect(handling.handOff).toBe(true);
        // A code that ends the assistant's part keeps its own words; any other is answered honestly.
        if (!REPLY_HANDLING[code].stopAssistant && !REPLY_HANDLING[code].handOff)
          expect(handling.reply).toBe(HANDED_TO_STAFF_REPLY);
      }),
      propertyConfig(),
    );
  });

  it('keeps a code’s own handling when no complaint is among the meanings, and the opt-out rules’ STOP', () => {
    expect(handlingOfReply(read('CL', 'FU'))).toBe(REPLY_HANDLING.CL);
    expect(handlingOfReply(read('CL', 'CC')).reply).toBe(HANDED_TO_STAFF_REPLY);
    expect(handlingOfReply(read('STOP', 'CC'))).toBe(REPLY_HANDLING.STOP);
    expect(handlingOfReply(read('NLO', 'CC'))).toMatchObject({
      handOff: true,
      stopAssistant: true,
      reply: REPLY_HANDLING.NLO.reply,
    });
  });
});

describe('the hand-off note', () => {
  it('says the assistant is unsure, its likely codes with their likelihoods and the customer’s words', () => {
    expect(
      handOffNote({
        text: '  hmm not sure about all that  ',
        codes: read('BLANK'),
        likelihoods: likely(['CC', 0.2949], ['CQ', 0.405], ['FU', 0.1], ['CL', 0.05]),
      }),
    ).toBe(
      'Handed to you: the assistant is unsure (likely: Customer question (CQ) 41%, Customer complaint (CC) 29%, Follow up (FU) 10%). Customer wrote: "hmm not sure about all that"',
    );
  });

  it('names the settled code and its runners-up, and leaves the likelihoods out when a rule decided', () => {
    expect(handOffNote({ text: 'call me', codes: read('REQ-CALL', 'CQ'), likelihoods: [] })).toBe(
      'Handed to you: Request to call (REQ-CALL), also Customer question (CQ). Customer wrote: "call me"',
    );
  });

  it('lists at most three likely codes, each once, most likely first, none with no likelihood', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            code: fc.constantFrom(...REPLY_CODES),
            likelihood: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { maxLength: 12 },
        ),
        (entries) => {
          const shown = likelyCodes(entries);
          expect(shown.length).toBeLessThanOrEqual(3);
          expect(new Set(shown.map((entry) => entry.code)).size).toBe(shown.length);
          for (const [i, entry] of shown.entries()) {
            expect(entry.likelihood).toBeGreaterThan(0);
            if (i > 0) expect(entry.likelihood).toBeLessThanOrEqual(shown[i - 1]!.likelihood);
          }
        },
      ),
      propertyConfig(),
    );
  });
});
