import { describe, expect, it } from 'vitest';
import { plannerFirstText } from './planner-first-text.rules.js';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const text = (over: Partial<Parameters<typeof plannerFirstText>[0] & object> = {}) => ({
  createdOn: new Date('2026-03-10T14:00:00.000Z'),
  scheduledFor: null,
  status: 'delivered',
  errors: null,
  ...over,
});

describe('a planner row says what became of its first text (issue 30)', () => {
  it('is null before a start: no text and no refusal', () => {
    expect(plannerFirstText(null, null, NOW)).toBeNull();
  });

  it('a text that went is TEXTED at its time', () => {
    expect(plannerFirstText(text(), null, NOW)).toEqual({
      state: 'TEXTED',
      at: '2026-03-10T14:00:00.000Z',
      reason: null,
    });
  });

  it('a text quiet hours hold is HELD until it goes, and TEXTED at that time once it has', () => {
    const held = text({ scheduledFor: new Date('2026-03-10T15:00:00.001Z'), status: null });
    expect(plannerFirstText(held, null, NOW)).toMatchObject({
      state: 'HELD',
      at: '2026-03-10T15:00:00.001Z',
    });
    const due = text({ scheduledFor: new Date('2026-03-10T15:00:00.000Z') });
    expect(plannerFirstText(due, null, NOW)).toMatchObject({
      state: 'TEXTED',
      at: '2026-03-10T15:00:00.000Z',
    });
  });

  it('a text the carrier failed is NOT_TEXTED with its error', () => {
    expect(plannerFirstText(text({ status: 'Undelivered', errors: '30003 Unreachable' }), null, NOW)).toEqual(
      {
        state: 'NOT_TEXTED',
        at: '2026-03-10T14:00:00.000Z',
        reason: '30003 Unreachable',
      },
    );
  });

  it("a refused start's note is NOT_TEXTED with the note's reason; another note is not a refusal", () => {
    const at = new Date('2026-03-10T14:30:00.000Z');
    const note = { at, content: 'The first text not sent: This customer has opted out of text messages.' };
    expect(plannerFirstText(null, note, NOW)).toEqual({
      state: 'NOT_TEXTED',
      at: '2026-03-10T14:30:00.000Z',
      reason: 'This customer has opted out of text messages.',
    });
    expect(plannerFirstText(null, { at, content: 'The reminder not sent: quiet hours' }, NOW)).toBeNull();
    expect(plannerFirstText(text(), note, NOW)).toMatchObject({ state: 'TEXTED' });
  });
});
