import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  ACTION_INTENTS,
  checkIntentChosen,
  DEFAULT_ACTION_INTENTS,
  PLEASE_SELECT_AN_INTENT,
  WORKFLOW_TRACKS,
} from './action-intent.js';

describe('action intents (spec 1 §5, spec 2 §9)', () => {
  it('an intent is refused exactly when nothing but blanks (or the placeholder) was chosen', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...ACTION_INTENTS), fc.string({ maxLength: 20 }), fc.constant(undefined)),
        (intent) => {
          const result = checkIntentChosen(intent);
          const blank =
            intent === undefined || intent.trim() === '' || intent.trim() === PLEASE_SELECT_AN_INTENT;
          return result.ok
            ? !blank && result.value === intent?.trim()
            : blank && result.error.message === PLEASE_SELECT_AN_INTENT;
        },
      ),
      propertyConfig(),
    );
  });

  it('every chosen nine-intent code passes unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTION_INTENTS), (intent) => {
        const result = checkIntentChosen(intent);
        return result.ok && result.value === intent;
      }),
      propertyConfig(),
    );
  });

  it('every default action intent targets a listed workflow track or the external hand-off', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEFAULT_ACTION_INTENTS),
        ({ target }) =>
          target.kind === 'external-handoff' || (WORKFLOW_TRACKS as readonly string[]).includes(target.track),
      ),
      propertyConfig(),
    );
  });
});
