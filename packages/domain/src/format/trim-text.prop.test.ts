import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import { trimText } from './trim-text.js';

describe('trimText (spec 1 §5)', () => {
  it('leaves text of at most 15 characters alone', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 15 }).filter((s) => s.length <= 15),
        (text) => trimText(text) === text,
      ),
      propertyConfig(),
    );
  });

  it('shows longer text as its first 15 characters followed by "..."', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 16, maxLength: 200 }).filter((s) => s.length > 15),
        (text) => {
          const shown = trimText(text);
          return shown.length === 18 && shown.endsWith('...') && text.startsWith(shown.slice(0, 15));
        },
      ),
      propertyConfig(),
    );
  });
});
