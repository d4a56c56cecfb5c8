import { describe, expect, it } from 'vitest';
import { selectedTextForMenu } from './selected-text.rules.js';

describe('selectedTextForMenu', () => {
  it('acts on the trimmed selection only', () => {
    expect(selectedTextForMenu('  45,120 ')).toBe('45,120');
    expect(selectedTextForMenu('   ')).toBeUndefined();
    expect(selectedTextForMenu(null)).toBeUndefined();
  });
});
