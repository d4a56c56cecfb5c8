import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  isRepairOrderStatus,
  OPEN_RO_FLOW,
  repairOrderStatusText,
  repairOrderStep,
  type RepairOrderStatus,
} from './repair-order-status.rules.js';
import { simulatedDwellMs, simulatedNextStatus, waitsOnHold } from './simulated-shop.rules.js';

const status = fc.constantFrom<RepairOrderStatus>(...OPEN_RO_FLOW, 'HOLD');
const order = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  status,
  statusChangedAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
});

describe('the simulated shop (spec 2 §4 flow)', () => {
  it('moves an order only forward, one status at a time, and only after its dwell', () => {
    fc.assert(
      fc.property(order, fc.integer({ min: 0, max: 10 * 3_600_000 }), (o, elapsed) => {
        const next = simulatedNextStatus(o, new Date(o.statusChangedAt.getTime() + elapsed));
        if (elapsed < simulatedDwellMs(o)) return next === null;
        if (o.status === 'CLOSED') return next === null;
        return next !== null && repairOrderStep(next) > repairOrderStep(o.status);
      }),
      propertyConfig(),
    );
  });

  it('walks every order from check-in to closed through Working, via hold only when it waits on hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (id) => {
        const seen: RepairOrderStatus[] = ['UNASSIGNED'];
        let at = new Date('2026-03-10T13:00:00Z');
        while (seen.length < 10) {
          const current = { id, status: seen.at(-1)!, statusChangedAt: at };
          at = new Date(at.getTime() + simulatedDwellMs(current));
          const next = simulatedNextStatus(current, at);
          if (next === null) break;
          seen.push(next);
        }
        const expected = waitsOnHold({ id })
          ? ['UNASSIGNED', 'PREASSIGNED', 'ASSIGNED', 'HOLD', 'COMPLETE', 'BOOKED', 'CLOSED']
          : [...OPEN_RO_FLOW];
        expect(seen).toEqual(expected);
      }),
      propertyConfig(),
    );
  });

  it('texts the customer for exactly checked in, on hold and ready', () => {
    const context = { firstName: 'Ana', storeName: 'North', roNumber: '7001', vehicle: '2021 Honda Civic' };
    const texted = [...OPEN_RO_FLOW, 'HOLD' as const].filter(
      (s) => repairOrderStatusText(s, context) !== null,
    );
    expect(texted.sort()).toEqual(['COMPLETE', 'HOLD', 'UNASSIGNED']);
    expect(repairOrderStatusText('HOLD', context)).toContain('on hold');
    expect(isRepairOrderStatus('Appt')).toBe(false);
  });
});
