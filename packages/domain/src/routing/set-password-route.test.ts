import { describe, expect, it } from 'vitest';
import { chooseRoute } from './route-choice.rules.js';

describe('the set-password page of an invitation (issue 20)', () => {
  it('opens for anyone, signed in or not, with the link’s token', () => {
    for (const signedIn of [false, true])
      expect(
        chooseRoute({ host: 'app.example', pathname: '/set-password', search: '?token=abc_-1', signedIn }),
      ).toEqual({
        kind: 'render',
        page: { name: 'set-password', token: 'abc_-1' },
      });
  });

  it('opens without a token too, so the page can say the link is incomplete', () => {
    expect(
      chooseRoute({ host: 'app.example', pathname: '/set-password', search: '', signedIn: false }),
    ).toEqual({
      kind: 'render',
      page: { name: 'set-password', token: '' },
    });
  });
});
