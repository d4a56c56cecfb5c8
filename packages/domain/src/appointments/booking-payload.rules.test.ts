import { describe, expect, it } from 'vitest';
import {
  bookingPayload,
  BookingPayloadSchema,
  opCodeList,
  type BookingInput,
} from './booking-payload.rules.js';

const input: BookingInput = {
  fsiId: 101,
  transportType: 'WAITER',
  inpDate: '14.03.2025',
  inpTime: '09:30',
  serviceType: 'OIL_CHANGE',
  dealerCode: 'D123',
  vin: '1HGCM82633A004352',
  advisorId: 'ADV-7',
  startDate: '14.03.2025',
  endDate: '14.03.2025',
};

describe('bookingPayload (spec 2 §3, §5)', () => {
  it('wraps a single opcode into a list', () => {
    expect(bookingPayload({ ...input, opCode: '01OILZ' }).opCode).toEqual(['01OILZ']);
    expect(bookingPayload({ ...input, opCode: ['01OILZ', '02ROT'] }).opCode).toEqual(['01OILZ', '02ROT']);
    expect(opCodeList(undefined)).toEqual([]);
    expect(opCodeList('  ')).toEqual([]);
  });

  it('sends the odometer only when present, zero included', () => {
    expect(bookingPayload({ ...input, odometer: 0 })).toHaveProperty('odometer', 0);
    expect(bookingPayload({ ...input, odometer: 45120 })).toHaveProperty('odometer', 45120);
    expect(bookingPayload({ ...input, odometer: null })).not.toHaveProperty('odometer');
    expect(bookingPayload(input)).not.toHaveProperty('odometer');
  });

  it('is a schema-valid booking payload', () => {
    const payload = bookingPayload({ ...input, opCode: '01OILZ', odometer: 0, notes: 'Loaner please' });
    expect(BookingPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.notes).toBe('Loaner please');
  });
});
