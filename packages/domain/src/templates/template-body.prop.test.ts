import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { bodyToStored, storedToBody } from './template-body.js';

/** Text as a textarea gives it: any characters, line breaks as '\n'. */
const arbBody = () =>
  fc.string({
    unit: fc.oneof(fc.constant('\n'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
  });

describe('template body round trip (spec 1 §3)', () => {
  it("bodyToStored then storedToBody is the identity on text without '<'", () => {
    fc.assert(
      fc.property(
        arbBody().filter((text) => !text.includes('<') && !text.includes('\r')),
        (text) => storedToBody(bodyToStored(text)) === text,
      ),
      propertyConfig(),
    );
  });

  it('stores no raw line break, and as many br tags as the text had line breaks', () => {
    fc.assert(
      fc.property(
        arbBody().filter((text) => !text.includes('<') && !text.includes('\r')),
        (text) => {
          const stored = bodyToStored(text);
          return !/[\r\n]/.test(stored) && stored.split('<br>').length === text.split('\n').length;
        },
      ),
      propertyConfig(),
    );
  });

  it('brings CRLF text back with plain line breaks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string().filter((s) => !/[<\r\n]/.test(s))),
        (lines) => storedToBody(bodyToStored(lines.join('\r\n'))) === lines.join('\n'),
      ),
      propertyConfig(),
    );
  });
});
