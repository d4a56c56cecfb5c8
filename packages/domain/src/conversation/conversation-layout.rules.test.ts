import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/index.js';
import {
  callRecordingOf,
  dayBadges,
  handoffOf,
  usesEnterpriseChatLayout,
} from './conversation-layout.rules.js';

describe('usesEnterpriseChatLayout (spec 1 §6)', () => {
  it('is for enterprise users when enterprise settings are on', () => {
    expect(usesEnterpriseChatLayout('ENTERPRISE_USER', 'enterprise')).toBe(true);
    expect(usesEnterpriseChatLayout('ENTERPRISE_USER', 'standard')).toBe(false);
    expect(usesEnterpriseChatLayout('SUPER_USER', 'enterprise')).toBe(false);
  });
});

describe('dayBadges', () => {
  const at = (createdOn: string) => sampleMessageInstance({ createdOn });

  it('marks the first message of each office-zone day, as DD/MM/YYYY', () => {
    const badges = dayBadges(
      [
        at('2025-03-14T14:00:00.000Z'),
        at('2025-03-14T20:00:00.000Z'),
        // 03:30 UTC on the 15th is still the 14th in Chicago.
        at('2025-03-15T03:30:00.000Z'),
        at('2025-03-15T14:00:00.000Z'),
      ],
      'America/Chicago',
    );
    expect([...badges]).toEqual([
      [0, '14/03/2025'],
      [3, '15/03/2025'],
    ]);
  });

  it('skips messages whose time cannot be read', () => {
    expect([...dayBadges([at('not a time'), at('2025-03-14T14:00:00.000Z')], 'UTC')]).toEqual([
      [1, '14/03/2025'],
    ]);
  });
});

describe('callRecordingOf', () => {
  it("prefers a media URL, ignores the '-' placeholder, falls back to url", () => {
    expect(callRecordingOf({ mediaUrls: ['-', '/rec/1.mp3'], url: '/rec/2.mp3' })).toBe('/rec/1.mp3');
    expect(callRecordingOf({ mediaUrls: ['-'], url: '/rec/2.mp3' })).toBe('/rec/2.mp3');
    expect(callRecordingOf({ mediaUrls: [], url: null })).toBeUndefined();
  });
});

describe('handoffOf', () => {
  it('names GM and MD hand-off notifications, nothing else', () => {
    expect(handoffOf({ notificationType: 'INTERNAL_NOTIFICATION_GM' })).toBe('GM hand-off');
    expect(handoffOf({ notificationType: 'INTERNAL_NOTIFICATION_MD' })).toBe('MD hand-off');
    expect(handoffOf({ notificationType: 'INTERNAL_NOTIFICATION' })).toBeUndefined();
  });
});
