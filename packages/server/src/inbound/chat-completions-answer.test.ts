import { REPLY_CODES } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { likelihoodsOf, MODEL_REPLY_CODES } from './chat-completions-reply-classifier.js';

// Issue 31: how a model's answer is read, on the edges. Anything but known codes, each once, with
// likelihoods from 0 to 1 (both included), is refused, so the offline classifier reads the reply; more
// than one in total is scaled to shares of one, one or less is kept as the model's doubt.
const answerWith = (message: unknown): string =>
  JSON.stringify({ choices: [{ index: 0, message, finish_reason: 'stop' }] });
const content = (value: unknown): string => answerWith({ role: 'assistant', content: JSON.stringify(value) });
const codes = (...entries: [unknown, unknown][]): string =>
  content({ codes: entries.map(([code, likelihood]) => ({ code, likelihood })) });

describe('likelihoodsOf', () => {
  it('reads codes with likelihoods 0 and 1 exactly, most likely first, kept as they are at a total of one', () => {
    expect(likelihoodsOf(codes(['FU', 0], ['APPT-SET', 1]))).toEqual([
      { code: 'APPT-SET', likelihood: 1 },
      { code: 'FU', likelihood: 0 },
    ]);
    expect(likelihoodsOf(codes(['CQ', 0.25], ['VI', 0.5]))).toEqual([
      { code: 'VI', likelihood: 0.5 },
      { code: 'CQ', likelihood: 0.25 },
    ]);
  });

  it('scales a total just above one to shares of one', () => {
    const read = likelihoodsOf(codes(['CQ', 0.5], ['VI', 0.75]));
    expect(read.map(({ code }) => code)).toEqual(['VI', 'CQ']);
    expect(read[0]!.likelihood).toBeCloseTo(0.6, 10);
    expect(read[1]!.likelihood).toBeCloseTo(0.4, 10);
  });

  it('refuses a likelihood just outside 0 to 1, not a number, or not finite', () => {
    const refused = 'the answer has a likelihood outside 0 to 1';
    expect(() => likelihoodsOf(codes(['CQ', -0.01]))).toThrow(refused);
    expect(() => likelihoodsOf(codes(['CQ', 1.01]))).toThrow(refused);
    expect(() => likelihoodsOf(codes(['CQ', '0.5']))).toThrow(refused);
    expect(() => likelihoodsOf(codes(['CQ', null]))).toThrow(refused);
    // JSON cannot carry Infinity: a model's 1e999 parses as Infinity.
    expect(() =>
      likelihoodsOf(answerWith({ content: '{"codes":[{"code":"CQ","likelihood":1e999}]}' })),
    ).toThrow(refused);
  });

  it('refuses an answer giving every code 0', () => {
    expect(() => likelihoodsOf(codes(['CQ', 0], ['VI', 0]))).toThrow(
      'the answer gives every code a likelihood of 0',
    );
  });

  it('refuses STOP and BLANK, an unknown code, a code that is not text, and a code named twice', () => {
    const unknown = 'the answer names a code that is not one of those asked for';
    for (const code of ['STOP', 'BLANK', 'stop', 'NOPE', 7, null])
      expect(() => likelihoodsOf(codes([code, 0.9]))).toThrow(unknown);
    expect(() => likelihoodsOf(content({ codes: [null] }))).toThrow(unknown);
    expect(() => likelihoodsOf(codes(['CQ', 0.4], ['CQ', 0.4]))).toThrow('the answer names a code twice');
  });

  it('takes every code the model may give at once, and refuses a list longer than that', () => {
    const everyCode = MODEL_REPLY_CODES.map((code): [string, number] => [code, 0.01]);
    expect(likelihoodsOf(codes(...everyCode))).toHaveLength(REPLY_CODES.length - 2);
    expect(() => likelihoodsOf(codes(...everyCode, ['CQ', 0.01]))).toThrow('the answer lists no codes');
  });

  it('refuses an answer without a list of codes', () => {
    const none = 'the answer lists no codes';
    expect(() => likelihoodsOf(content({ codes: [] }))).toThrow(none);
    expect(() => likelihoodsOf(content({ codes: { code: 'CQ', likelihood: 1 } }))).toThrow(none);
    expect(() => likelihoodsOf(content({}))).toThrow(none);
    expect(() => likelihoodsOf(content(null))).toThrow(none);
  });

  it('refuses a refusal, a message without text content, and text that is not JSON', () => {
    expect(() => likelihoodsOf(answerWith({ content: null, refusal: 'I cannot help with that' }))).toThrow(
      'the model refused',
    );
    // An empty refusal is no refusal: the content is read.
    expect(
      likelihoodsOf(
        answerWith({ refusal: '', content: JSON.stringify({ codes: [{ code: 'CQ', likelihood: 1 }] }) }),
      ),
    ).toEqual([{ code: 'CQ', likelihood: 1 }]);
    expect(
      likelihoodsOf(
        answerWith({ refusal: null, content: JSON.stringify({ codes: [{ code: 'CQ', likelihood: 1 }] }) }),
      ),
    ).toEqual([{ code: 'CQ', likelihood: 1 }]);
    const noContent = 'the answer has no message content';
    expect(() => likelihoodsOf(answerWith({ content: { codes: [] } }))).toThrow(noContent);
    expect(() => likelihoodsOf(JSON.stringify({ choices: [] }))).toThrow(noContent);
    expect(() => likelihoodsOf(JSON.stringify({ choices: {} }))).toThrow(noContent);
    expect(() => likelihoodsOf(JSON.stringify({}))).toThrow(noContent);
    expect(() => likelihoodsOf('null')).toThrow(noContent);
    expect(() => likelihoodsOf(answerWith({ content: 'CQ' }))).toThrow('the model did not answer JSON');
    expect(() => likelihoodsOf('<html>')).toThrow('the endpoint did not answer JSON');
  });
});
