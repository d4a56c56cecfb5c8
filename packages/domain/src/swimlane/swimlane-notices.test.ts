import { describe, expect, it } from 'vitest';
import { SWIMLANE_NOTICES, swimlaneFetchError } from './swimlane-notices.js';

describe('swimlane notices (spec 2 §8)', () => {
  it('uses the five texts word for word', () => {
    expect(Object.values(SWIMLANE_NOTICES)).toEqual([
      'Unable to get service orders.',
      'Unable to get swimlane stores.',
      'Unable to get swimlane Advisors by Stores.',
      'Unable to get Closed RO.',
      'Unable to get swimlane Appointments By Store.',
    ]);
  });

  it('raises them as danger notices with distinct codes', () => {
    const errors = (Object.keys(SWIMLANE_NOTICES) as (keyof typeof SWIMLANE_NOTICES)[]).map(
      swimlaneFetchError,
    );
    expect(errors.every((error) => error.tone === 'danger')).toBe(true);
    expect(new Set(errors.map((error) => error.code)).size).toBe(5);
    expect(swimlaneFetchError('closedRos')).toEqual({
      code: 'SWIMLANE_CLOSED_RO_FAILED',
      message: 'Unable to get Closed RO.',
      tone: 'danger',
    });
  });
});
