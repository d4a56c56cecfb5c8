import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_INTENTS } from '../catalog/action-intent.js';
import { OPT_OUT_PHRASINGS } from '../compliance/opt-out-phrasings.js';
import { propertyConfig } from '../testing/fc-config.js';
import { classifyInbound } from './inbound-classifier.js';

describe('the reference assistant reads every inbound text', () => {
  it('any text gets a reading, and the final intent is one of the nine or STOP', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const { finalIntentNames, actionIntent } = classifyInbound(text);
        expect(finalIntentNames.length).toBeLessThanOrEqual(1);
        for (const name of finalIntentNames) expect([...ACTION_INTENTS, 'STOP']).toContain(name);
        if (actionIntent) expect(finalIntentNames).toEqual([actionIntent]);
      }),
      propertyConfig(),
    );
  });

  it('an opt-out never sets a workflow going, in any case', () => {
    const casing = fc.constantFrom(
      (t: string) => t,
      (t: string) => t.toUpperCase(),
      (t: string) => t.toLowerCase(),
    );
    fc.assert(
      fc.property(fc.constantFrom(...OPT_OUT_PHRASINGS), casing, (phrase, recase) => {
        const reading = classifyInbound(recase(phrase));
        expect(reading.actionIntent).toBeNull();
        expect(reading.finalIntentNames).toEqual(['STOP']);
      }),
      propertyConfig(),
    );
  });
});
