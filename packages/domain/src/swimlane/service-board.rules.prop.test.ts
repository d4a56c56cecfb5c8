import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceOrder } from '../repair-orders/service-order.schema.js';
import { swimlaneLane } from '../repair-orders/swimlane-lane.js';
import { propertyConfig } from '../testing/fc-config.js';
import { emptyBoard, ORDER_LANES, placeOrder, unreadByLane } from './service-board.rules.js';

const STATUSES = ['UNASSIGNED', 'PREASSIGNED', 'ASSIGNED', 'HOLD', 'COMPLETE', 'BOOKED', 'CLOSED'];
const view = { advisor: 'ALL', closedDate: '2026-03-10' };
const move = fc.record({
  svcOpenRoIdPK: fc.integer({ min: 1, max: 6 }),
  roNumber: fc.constant('R'),
  statusCode: fc.constantFrom(...STATUSES),
  advisorNo: fc.constantFrom('101', '102'),
  closedDate: fc.constantFrom('2026-03-10', '2026-03-09'),
});

describe('the service-order board (spec 2 §4)', () => {
  it('keeps every card in at most one lane, the lane of its latest status', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let board = emptyBoard();
        const latest = new Map<number, ServiceOrder>();
        for (const order of moves) {
          board = placeOrder(board, order, view);
          latest.set(order.svcOpenRoIdPK, order);
        }
        for (const [id, order] of latest) {
          const lanes = ORDER_LANES.filter((lane) => board[lane].some((card) => card.svcOpenRoIdPK === id));
          const hidden = order.statusCode === 'CLOSED' && order.closedDate !== view.closedDate;
          expect(lanes).toEqual(hidden ? [] : [swimlaneLane(order.statusCode)]);
        }
      }),
      propertyConfig(),
    );
  });

  it('shows only the chosen advisor’s cards', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 20 }), (moves) => {
        let board = emptyBoard();
        for (const order of moves) board = placeOrder(board, order, { ...view, advisor: '101' });
        return ORDER_LANES.every((lane) => board[lane].every((card) => card.advisorNo === '101'));
      }),
      propertyConfig(),
    );
  });

  it('counts unread per lane from the RO-status and appointment counts', () => {
    const counts = unreadByLane(
      [
        { key: 'HOLD', count: 2 },
        { key: 'NO_OPEN_RO', count: 9 },
        { key: 'CLOSED', count: 1 },
      ],
      [
        { key: 'Appt', count: 3 },
        { key: 'NO_APPOINTMENT', count: 5 },
      ],
    );
    expect(counts).toMatchObject({ 'Vehicle on Hold': 2, 'Closed ROs': 1, Appointments: 3, Working: 0 });
  });
});
