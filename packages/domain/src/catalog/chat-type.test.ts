import { describe, expect, it } from 'vitest';
import { chatTypeLabel } from './chat-type.js';

describe('chatTypeLabel (spec 2 §9)', () => {
  it.each([
    [1, 'Type A'],
    ['1', 'Type A'],
    [2, 'Type B'],
    ['2', 'Type B'],
    [0, 'Type All'],
    [3, 'Type All'],
    [null, 'Type All'],
    [undefined, 'Type All'],
    ['all', 'Type All'],
  ] as const)('shows %j as %s', (value, label) => {
    expect(chatTypeLabel(value)).toBe(label);
  });
});
