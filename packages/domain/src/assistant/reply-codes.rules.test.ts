import { describe, expect, it } from 'vitest';
import type { CodeLikelihood } from './reply-classifier.port.js';
import { settleReplyCodes, UNSURE_BELOW } from './reply-codes.rules.js';

const likely = (...pairs: [CodeLikelihood['code'], number][]): CodeLikelihood[] =>
  pairs.map(([code, likelihood]) => ({ code, likelihood }));

describe('settling a reply’s classification codes (issue 17)', () => {
  it('lets the opt-out rules alone decide STOP, keeping what else the reply said', () => {
    expect(
      settleReplyCodes('sold it, and stop texting me', likely(['NLO', 0.7], ['FU', 0.05]), 'unknown'),
    ).toEqual({
      code: 'STOP',
      runnersUp: ['NLO'],
      decidedBy: 'rule',
    });
    // The classifier's STOP is no opt-out when the rules read none.
    expect(
      settleReplyCodes('can I stop by tuesday?', likely(['STOP', 0.6], ['APPT-SET', 0.4]), 'unknown').code,
    ).toBe('APPT-SET');
  });

  it('names runners-up at least a share as likely as the first code, never the content-free ones', () => {
    const settled = settleReplyCodes(
      'wrong number, and you scratched my car',
      likely(['WN', 0.5], ['CC', 0.3], ['NOT-ENGAGED', 0.4], ['CQ', 0.05]),
      'unknown',
    );
    expect(settled).toEqual({ code: 'WN', runnersUp: ['CC'], decidedBy: 'model' });
  });

  it('leaves a guess unclassified (BLANK) rather than act on it', () => {
    expect(settleReplyCodes('<img src=x>', likely(['CPAL', UNSURE_BELOW - 0.01]), 'unknown').code).toBe(
      'BLANK',
    );
    expect(settleReplyCodes('I moved to Ohio', likely(['LD', UNSURE_BELOW]), 'unknown').code).toBe('LD');
  });

  it('follows the deployment variant: its own codes there, the common ones elsewhere', () => {
    const loaner = likely(['REQ_LOANER', 0.8]);
    expect(settleReplyCodes('will I get a loaner?', loaner, 'maintenance').code).toBe('REQ_LOANER');
    expect(settleReplyCodes('will I get a loaner?', loaner, 'agent').code).toBe('CQ');
    expect(settleReplyCodes('can a person text me', likely(['HO', 0.9]), 'maintenance').code).toBe(
      'REQ-CALL',
    );
    expect(settleReplyCodes('can a person text me', likely(['HO', 0.9]), 'agent').code).toBe('HO');
  });
});
