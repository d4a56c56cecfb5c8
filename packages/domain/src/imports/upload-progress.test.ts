import { describe, expect, it } from 'vitest';
import { progressReporter, uploadPercent } from './upload-progress.js';

describe('upload progress (spec 2 §7 data-sync import)', () => {
  it('reads bytes sent as a whole percentage, an unknown total as 0', () => {
    expect([
      uploadPercent(1, 3),
      uploadPercent(2, 3),
      uploadPercent(3, 3),
      uploadPercent(5, 0),
      uploadPercent(7, 5),
    ]).toEqual([33, 66, 100, 0, 100]);
  });

  it('starts at 0, only grows, holds at 99 until the server answers, then reports 100 once', () => {
    const seen: number[] = [];
    const progress = progressReporter((p) => seen.push(p));
    for (const loaded of [10, 10, 55, 30, 100, 100]) progress.sent(loaded, 100);
    progress.done();
    progress.done();
    expect(seen).toEqual([0, 10, 55, 99, 100]);
  });
});
