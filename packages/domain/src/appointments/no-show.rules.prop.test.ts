import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { mayMarkNoShow, noShowTooEarly } from './no-show.rules.js';

const arbInstant = () =>
  fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

describe('no-show only after the appointment (issue 30 point 3)', () => {
  it('is refused at every moment up to and including the appointment time', () => {
    fc.assert(
      fc.property(
        arbInstant(),
        fc.nat({ max: 400 * 86_400_000 }),
        (at, before) => !mayMarkNoShow(at, ms(at, -before)),
      ),
      propertyConfig(),
    );
  });

  it('is allowed at every moment after it, from the first millisecond on', () => {
    fc.assert(
      fc.property(arbInstant(), fc.integer({ min: 1, max: 400 * 86_400_000 }), (at, after) =>
        mayMarkNoShow(at, ms(at, after)),
      ),
      propertyConfig(),
    );
  });

  it('holds at the exact boundary: the appointment minute itself is not yet a no-show', () => {
    const at = new Date('2026-12-09T14:30:00Z');
    expect(mayMarkNoShow(at, at)).toBe(false);
    expect(mayMarkNoShow(at, ms(at, 1))).toBe(true);
    expect(mayMarkNoShow(at, ms(at, -1))).toBe(false);
  });

  it('says when the appointment is, as staff read dates', () => {
    expect(noShowTooEarly({ apptDate: '2026-12-09', apptTime: '14:30' })).toBe(
      "A no-show can be marked only after the appointment's time (09/12/2026 at 14:30).",
    );
    expect(noShowTooEarly({})).toBe("A no-show can be marked only after the appointment's time.");
  });
});
