import { describe, expect, it } from 'vitest';
import { viewerTimeZone } from './viewer-time-zone.rules.js';

describe('viewerTimeZone (issue 14: times in the viewer’s office zone)', () => {
  it("is the session's office zone", () => {
    expect(viewerTimeZone({ officeTimeZone: 'America/Chicago' }, 'UTC')).toBe('America/Chicago');
  });

  it('falls back when the session has none', () => {
    expect(viewerTimeZone({ officeTimeZone: null }, 'Europe/Paris')).toBe('Europe/Paris');
    expect(viewerTimeZone({ officeTimeZone: ' ' }, 'Europe/Paris')).toBe('Europe/Paris');
    expect(viewerTimeZone({}, 'Europe/Paris')).toBe('Europe/Paris');
    expect(viewerTimeZone(null, 'UTC')).toBe('UTC');
  });
});
