import { describe, expect, it } from 'vitest';
import { invitationLinkRefusal, invitationLinkState, LINK_USED } from './invitation-link.rules.js';

const now = new Date('2026-12-07T12:00:00Z');
const later = new Date('2026-12-14T12:00:00Z');

describe('a set-password link’s state (issue 30)', () => {
  it('is live until used or past its date; used wins over expired; unknown when never issued', () => {
    expect(invitationLinkState({ usedAt: null, expiresAt: later }, now)).toBe('LIVE');
    expect(invitationLinkState({ usedAt: now, expiresAt: later }, now)).toBe('USED');
    expect(invitationLinkState({ usedAt: now, expiresAt: now }, later)).toBe('USED');
    expect(invitationLinkState({ usedAt: null, expiresAt: now }, now)).toBe('EXPIRED');
    expect(invitationLinkState(null, now)).toBe('UNKNOWN');
  });

  it('says a used link has been used, and refuses nothing while it is live', () => {
    expect(invitationLinkRefusal('USED')).toBe(LINK_USED);
    expect(LINK_USED).toMatch(/^This link has already been used/);
    expect(invitationLinkRefusal('LIVE')).toBeNull();
  });
});
