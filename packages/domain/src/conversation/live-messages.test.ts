import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/samples.js';
import { withLiveMessages } from './live-messages.js';

const message = (id: number) => sampleMessageInstance({ id });

describe('withLiveMessages (spec 1 §4)', () => {
  it('appends the live messages the history does not hold, once each', () => {
    const history = [message(1), message(2)];
    const merged = withLiveMessages(history, [message(2), message(3), message(3), message(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the history itself when nothing is new', () => {
    const history = [message(1)];
    expect(withLiveMessages(history, [message(1)])).toBe(history);
    expect(withLiveMessages(history, [])).toBe(history);
  });
});
