import { describe, expect, it } from 'vitest';
import { quoteInNote } from './note-quote.js';

describe('a customer quoted in a note', () => {
  it('keeps plain words as they are, trimmed, between quotes', () => {
    expect(quoteInNote('  I need to reschedule ')).toBe('"I need to reschedule"');
  });

  it('escapes markup so it reads as typed', () => {
    expect(quoteInNote('<img src=x onerror=alert(1)> & more')).toBe(
      '"&lt;img src=x onerror=alert(1)&gt; &amp; more"',
    );
  });
});
