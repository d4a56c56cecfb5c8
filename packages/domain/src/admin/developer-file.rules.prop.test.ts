import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { ADVERSARIAL_LENGTH, arbAdversarialBody, growth } from '../testing/linear-growth.js';
import { developerFileProblems } from './developer-file.rules.js';

/** Issue 28: validating a developer file must not freeze the server on a long, hostile body. */
const LIMIT_MS = 200;
// Ten times the text costs about 10x for linear work and 100x for quadratic. A loaded 2-core machine
// has measured linear work at up to 30x (collections of a million-character body's garbage), so the
// bound sits at 50; the 200 ms budget on 100,000 characters is what a quadratic scan misses by seconds.
const RATIO = 50;
const timingConfig = { ...propertyConfig(), numRuns: 12, endOnFailure: true };

/** The body as the fallback of an assistant file, so the JSON reading and the template check both run. */
const asAivaFile = (body: string): string =>
  JSON.stringify({ replies: [{ when: ['price'], reply: 'Hi ${lead.contact.firstName}' }], fallback: body });

describe('developer files are checked in linear time (issue 28)', () => {
  it.each([
    ['a template', (body: string) => developerFileProblems('tpl', body)],
    ['an assistant file', (body: string) => developerFileProblems('aiva', asAivaFile(body))],
  ])(
    'checking %s of 100,000 adversarial characters takes well under 200 ms and grows linearly',
    (_, work) => {
      fc.assert(
        fc.property(arbAdversarialBody(), (body) => {
          const { atN, ratio } = growth(work, body, ADVERSARIAL_LENGTH, LIMIT_MS);
          expect(atN).toBeLessThan(LIMIT_MS);
          expect(ratio).toBeLessThan(RATIO);
        }),
        timingConfig,
      );
    },
  );
});
