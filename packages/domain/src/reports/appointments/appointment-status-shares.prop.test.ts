import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../appointments/appointment-manager.rules.js';
import { propertyConfig } from '../../testing/fc-config.js';
import { appointmentStatusShares } from './appointment-status-shares.js';

const arbCounts = () =>
  fc.record(
    Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, fc.nat(50_000)])) as Record<
      (typeof APPOINTMENT_STATUSES)[number],
      fc.Arbitrary<number>
    >,
    { requiredKeys: [] },
  );

describe('appointment status shares', () => {
  it('lists every status exactly once, keeping each count as given', () => {
    fc.assert(
      fc.property(arbCounts(), (counts) => {
        const shares = appointmentStatusShares(counts);
        expect(shares.map((share) => share.status)).toEqual([...APPOINTMENT_STATUSES]);
        for (const share of shares) expect(share.appointments).toBe(counts[share.status] ?? 0);
      }),
      propertyConfig(),
    );
  });

  it('shares add up to 100 % (within rounding) when anything was counted, and are all 0 otherwise', () => {
    fc.assert(
      fc.property(arbCounts(), (counts) => {
        const shares = appointmentStatusShares(counts);
        const total = shares.reduce((sum, share) => sum + share.appointments, 0);
        const percent = shares.reduce((sum, share) => sum + share.percent, 0);
        if (total === 0) expect(shares.every((share) => share.percent === 0)).toBe(true);
        else expect(Math.abs(percent - 100)).toBeLessThanOrEqual(0.05 * shares.length + 1e-9);
      }),
      propertyConfig(),
    );
  });

  it('a status with more appointments never has the smaller share', () => {
    fc.assert(
      fc.property(arbCounts(), (counts) => {
        const shares = appointmentStatusShares(counts);
        for (const a of shares)
          for (const b of shares)
            if (a.appointments > b.appointments) expect(a.percent).toBeGreaterThanOrEqual(b.percent);
      }),
      propertyConfig(),
    );
  });

  it('counts a count that is not a whole non-negative number as 0', () => {
    const shares = appointmentStatusShares({ BOOKED: -3, SHOW: Number.NaN, NO_SHOW: 2.5, CANCELLED: 4 });
    expect(shares.find((share) => share.status === 'CANCELLED')).toEqual({
      status: 'CANCELLED',
      label: 'Cancelled',
      appointments: 4,
      percent: 100,
    });
    expect(shares.filter((share) => share.appointments > 0)).toHaveLength(1);
  });
});
