import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import { interpretHttpFailure, sendFailureMessage } from './http-failure.rules.js';

const arbBody = () =>
  fc.oneof(fc.anything(), fc.record({ errors: fc.array(fc.anything()), message: fc.anything() }));
const arbNonBlank = () => fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const arbStatus = () => fc.integer({ min: 100, max: 599 }).filter((s) => s !== 401 && s !== 502);

describe('HTTP failures (spec 1 §8)', () => {
  it('always signs the user out on a 401, whatever the body', () => {
    fc.assert(
      fc.property(arbBody(), (body) => interpretHttpFailure({ status: 401, body }).kind === 'unauthorized'),
      propertyConfig(),
    );
  });

  it('always shows "Request Timed out!" on a 502, whatever the body', () => {
    fc.assert(
      fc.property(arbBody(), (body) => {
        const outcome = interpretHttpFailure({ status: 502, body });
        return outcome.kind === 'notice' && outcome.error.message === 'Request Timed out!';
      }),
      propertyConfig(),
    );
  });

  it('lets a non-blank errors[0] win for every status but 401 and 502', () => {
    fc.assert(
      fc.property(
        arbStatus(),
        arbNonBlank(),
        fc.array(fc.anything()),
        fc.anything(),
        (status, first, rest, message) => {
          const outcome = interpretHttpFailure({ status, body: { errors: [first, ...rest], message } });
          return (
            outcome.kind === 'notice' && outcome.error.message === first && outcome.error.status === status
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('always gives the send failure a message, errors[0] first', () => {
    fc.assert(
      fc.property(arbBody(), (body) => sendFailureMessage(body).trim() !== ''),
      propertyConfig(),
    );
    fc.assert(
      fc.property(
        arbNonBlank(),
        fc.anything(),
        (first, message) => sendFailureMessage({ errors: [first], message }) === first,
      ),
      propertyConfig(),
    );
  });
});
