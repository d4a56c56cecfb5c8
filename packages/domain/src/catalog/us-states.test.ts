import { describe, expect, it } from 'vitest';
import { US_STATES, usStateName } from './us-states.js';

describe('US states and territories (spec 2 §9)', () => {
  it('runs from AL to WY in name order', () => {
    expect(US_STATES[0]?.code).toBe('AL');
    expect(US_STATES.at(-1)?.code).toBe('WY');
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('holds the 50 states, DC and the five inhabited territories, each code once', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(usStateName(code)).toBeDefined();
  });

  it('names a state by its code, in any case', () => {
    expect(usStateName('ny')).toBe('New York');
    expect(usStateName('XX')).toBeUndefined();
  });
});
