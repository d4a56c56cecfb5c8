import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './time';

describe('formatMessageTime', () => {
  it('shows the time in the office zone', () => {
    expect(formatMessageTime('2025-11-19T20:05:00Z', 'America/Chicago')).toBe('Nov 19, 2:05 PM');
    expect(formatMessageTime('2025-11-19T20:05:00Z', 'America/New_York')).toBe('Nov 19, 3:05 PM');
  });

  it('falls back to GMT-04:00 for a missing or unknown zone', () => {
    expect(formatMessageTime('2025-11-19T20:05:00Z', '')).toBe('Nov 19, 4:05 PM');
    expect(formatMessageTime('2025-11-19T20:05:00Z', 'Not/AZone')).toBe('Nov 19, 4:05 PM');
  });

  it('shows nothing for an unreadable time', () => {
    expect(formatMessageTime('yesterday', 'America/Chicago')).toBe('');
  });
});

describe('formatListTime', () => {
  const now = new Date('2025-11-19T22:00:00Z');

  it('shows the clock time for today in the office zone', () => {
    expect(formatListTime('2025-11-19T20:05:00Z', 'America/Chicago', now)).toBe('2:05 PM');
  });

  it('shows the day for earlier messages', () => {
    expect(formatListTime('2025-11-17T20:05:00Z', 'America/Chicago', now)).toBe('Nov 17');
  });
});
