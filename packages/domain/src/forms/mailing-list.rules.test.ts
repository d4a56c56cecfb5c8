import { describe, expect, it } from 'vitest';
import { checkMailingListCode, isMailingListCode, mailingListCreateError } from './mailing-list.rules.js';

describe('mailing list code (spec 1 §5, spec 2 §5)', () => {
  it.each(['LIST-SPRING', 'LIST-', 'LIST-2025-01'])('accepts %j', (code) => {
    expect(isMailingListCode(code)).toBe(true);
    expect(checkMailingListCode(code)).toEqual({ ok: true, value: code });
  });

  it.each(['', 'list-spring', 'LIST', 'SPRING-LIST-', ' LIST-A'])(
    'refuses %j with the spec warning',
    (code) => {
      expect(isMailingListCode(code)).toBe(false);
      const result = checkMailingListCode(code);
      expect(!result.ok && result.error.message).toBe('List Should Start With LIST-');
    },
  );
});

describe('mailingListCreateError (spec 1 §8, spec 2 §8)', () => {
  it("shows the prefix rule when the first server error says 'should begin with'", () => {
    expect(mailingListCreateError('code should begin with LIST-')).toBe('List Should Start With LIST-');
    expect(mailingListCreateError('Code Should Begin With LIST-')).toBe('List Should Start With LIST-');
  });

  it("shows 'Server Error!' otherwise", () => {
    expect(mailingListCreateError('duplicate code')).toBe('Server Error!');
    expect(mailingListCreateError(undefined)).toBe('Server Error!');
    expect(mailingListCreateError(null)).toBe('Server Error!');
  });
});
