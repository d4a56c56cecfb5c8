import { describe, expect, it } from 'vitest';
import {
  aiEnabledAfterAnswer,
  consentAnswerNote,
  possibleOptOutBanner,
  replyAnswersPending,
  waitsForConsent,
  type TextSender,
} from './consent-pending.rules.js';

describe('waitsForConsent (issue 29: unsure is not a guess)', () => {
  it('holds every automated text while consent is pending', () => {
    expect(waitsForConsent('assistant', true)).toBe(true);
    expect(waitsForConsent('campaign', true)).toBe(true);
  });

  it("lets staff's own texts and the compliance reply go while pending", () => {
    expect(waitsForConsent('staff', true)).toBe(false);
    expect(waitsForConsent('compliance', true)).toBe(false);
  });

  it('holds nothing when nothing is pending', () => {
    const senders: TextSender[] = ['staff', 'assistant', 'campaign', 'compliance'];
    for (const sender of senders) expect(waitsForConsent(sender, false)).toBe(false);
  });
});

describe("staff's answer", () => {
  it('says who answered, in the spec words', () => {
    expect(consentAnswerNote('confirm-opt-out', 'Dana Reyes')).toBe('Opt-out confirmed by Dana Reyes');
    expect(consentAnswerNote('not-an-opt-out', 'Dana Reyes')).toBe('Not an opt-out, confirmed by Dana Reyes');
  });

  it('puts the assistant back as it was for "not an opt-out" and leaves it off for a confirmed opt-out', () => {
    expect(aiEnabledAfterAnswer('not-an-opt-out', true)).toBe(true);
    expect(aiEnabledAfterAnswer('not-an-opt-out', false)).toBe(false);
    expect(aiEnabledAfterAnswer('confirm-opt-out', true)).toBe(false);
    expect(aiEnabledAfterAnswer('confirm-opt-out', false)).toBe(false);
  });

  it("shows the customer's words in the banner", () => {
    expect(possibleOptOutBanner('  enough already ')).toBe('Possible opt-out: "enough already"');
  });
});

describe('replyAnswersPending', () => {
  it('a clear opt-out or opt-in answers the question; anything else leaves it for staff', () => {
    expect(replyAnswersPending('opt-out')).toBe(true);
    expect(replyAnswersPending('opt-in')).toBe(true);
    expect(replyAnswersPending('possible-opt-out')).toBe(false);
    expect(replyAnswersPending('help')).toBe(false);
    expect(replyAnswersPending('none')).toBe(false);
  });
});
