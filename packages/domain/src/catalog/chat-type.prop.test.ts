import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { chatTypeLabel } from './chat-type.js';

describe('chatTypeLabel (spec 2 §9)', () => {
  it('anything other than 1 or 2 is Type All', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.double(),
          fc.string({ maxLength: 4 }),
          fc.constant(null),
          fc.constant(undefined),
        ),
        (value) => {
          const isOne = value === 1 || value === '1';
          const isTwo = value === 2 || value === '2';
          const label = chatTypeLabel(value);
          return isOne ? label === 'Type A' : isTwo ? label === 'Type B' : label === 'Type All';
        },
      ),
      propertyConfig(),
    );
  });
});
