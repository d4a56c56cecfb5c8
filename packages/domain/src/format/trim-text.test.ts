import { describe, expect, it } from 'vitest';
import { trimText } from './trim-text.js';

describe('trimText (spec 1 §5: over 15 characters is cut to 15 plus "...")', () => {
  it('keeps text of 15 characters or fewer', () => {
    expect(trimText('')).toBe('');
    expect(trimText('Maria Lopez')).toBe('Maria Lopez');
    expect(trimText('exactly15chars!')).toBe('exactly15chars!');
  });

  it('cuts longer text to its first 15 characters and "..."', () => {
    expect(trimText('exactly16chars!!')).toBe('exactly16chars!...');
    expect(trimText('Main Street Honda of Springfield')).toBe('Main Street Hon...');
  });
});
