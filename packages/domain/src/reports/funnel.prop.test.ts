import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { funnelPercentages, percentOf } from './funnel.js';

/** Counts as a funnel narrows them: appointments ≤ responses ≤ contacts. */
const arbOrderedCounts = () =>
  fc
    .tuple(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), fc.nat(100_000))
    .map((values) => [...values].sort((a, b) => b - a))
    .map(([contacted = 0, responded = 0, engaged = 0, booked = 0]) => ({
      CONTACTED: contacted,
      RESPONDED: responded,
      ENGAGED: engaged,
      APPT_BOOKING: booked,
    }));

const anyNumber = () =>
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1));

describe('funnel percentages (spec 2 §9)', () => {
  it('funnel percentages are always finite and between 0 and 100 when counts are ordered', () => {
    fc.assert(
      fc.property(arbOrderedCounts(), (counts) =>
        Object.values(funnelPercentages(counts)).every((p) => Number.isFinite(p) && p >= 0 && p <= 100),
      ),
      propertyConfig(),
    );
  });

  it('a percentage is never NaN, Infinity or negative, whatever the server sends', () => {
    fc.assert(
      fc.property(anyNumber(), anyNumber(), (part, whole) => {
        const p = percentOf(part, whole);
        return Number.isFinite(p) && p >= 0;
      }),
      propertyConfig(),
    );
  });

  it('a zero denominator gives 0', () => {
    fc.assert(
      fc.property(fc.nat(), (part) => percentOf(part, 0) === 0),
      propertyConfig(),
    );
  });

  it('a percentage is part/whole × 100 to within half a tenth, with at most one decimal', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (part, whole) => {
        const p = percentOf(part, whole);
        return (
          Math.abs(p - (part / whole) * 100) <= 0.05 + 1e-9 && Math.abs(p * 10 - Math.round(p * 10)) < 1e-9
        );
      }),
      propertyConfig(),
    );
  });

  it('more appointments among the same contacts never lower the closure rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat(10_000),
        fc.nat(10_000),
        (contacted, a, b) => percentOf(Math.min(a, b), contacted) <= percentOf(Math.max(a, b), contacted),
      ),
      propertyConfig(),
    );
  });
});
