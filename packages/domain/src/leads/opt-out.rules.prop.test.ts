import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbMark, propertyConfig } from '../testing/index.js';
import { isSmsBlocked, SMS_OPT_OUT } from './opt-out.rules.js';

const arbMarks = () => fc.array(arbMark(), { maxLength: 8 });

describe('opt-out (spec 1 §4, spec 2 §4)', () => {
  it('blocks SMS once an SMS_OPT_OUT mark is added, wherever it goes in the list', () => {
    fc.assert(
      fc.property(arbMarks(), fc.nat(), fc.option(fc.string(), { nil: null }), (marks, at, value) => {
        const position = at % (marks.length + 1);
        const withOptOut = [
          ...marks.slice(0, position),
          { intentType: SMS_OPT_OUT, value },
          ...marks.slice(position),
        ];
        return isSmsBlocked(withOptOut);
      }),
      propertyConfig(),
    );
  });

  it('unblocks SMS once every SMS_OPT_OUT mark is removed', () => {
    fc.assert(
      fc.property(
        arbMarks(),
        (marks) => !isSmsBlocked(marks.filter((mark) => mark.intentType !== SMS_OPT_OUT)),
      ),
      propertyConfig(),
    );
  });
});
