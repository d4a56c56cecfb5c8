import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { bookingPayload, type BookingInput } from './booking-payload.rules.js';
import { interpretBookingResponse } from './booking-result.rules.js';

const base: BookingInput = {
  fsiId: 1,
  transportType: 'WAITER',
  inpDate: '14.03.2025',
  inpTime: '09:30',
  serviceType: 'OIL_CHANGE',
  dealerCode: 'D1',
  vin: 'VIN',
  advisorId: 'A1',
  startDate: '14.03.2025',
  endDate: '14.03.2025',
};
const arbOpCode = () => fc.stringMatching(/^[0-9A-Z]{2,8}$/);

describe('booking payload (spec 2 §5)', () => {
  it('sends the odometer exactly when one is known, zero included, and never changes it', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: undefined }), fc.boolean(), (odometer, asNull) => {
        const given = odometer === undefined && asNull ? null : odometer;
        const payload = bookingPayload({ ...base, odometer: given });
        return typeof given === 'number' ? payload.odometer === given : !('odometer' in payload);
      }),
      propertyConfig(),
    );
  });

  it('always sends opcodes as a list holding the given codes', () => {
    fc.assert(
      fc.property(fc.oneof(arbOpCode(), fc.array(arbOpCode(), { maxLength: 4 })), (opCode) => {
        const sent = bookingPayload({ ...base, opCode }).opCode;
        const given = typeof opCode === 'string' ? [opCode] : opCode;
        return Array.isArray(sent) && JSON.stringify(sent) === JSON.stringify(given);
      }),
      propertyConfig(),
    );
  });
});

describe('booking result (spec 2 §5)', () => {
  it('is never booked when success is false, whatever else the answer holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (rest) => {
        const result = interpretBookingResponse({ ...rest, success: false });
        return !result.ok && result.error.message === 'Booking Failed';
      }),
      propertyConfig(),
    );
  });

  it("is a warning carrying the sentence whenever the answer begins 'Unfortunately'", () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const sentence = `Unfortunately${rest}`;
        const result = interpretBookingResponse(sentence);
        return !result.ok && result.error.tone === 'warning' && result.error.message === sentence.trim();
      }),
      propertyConfig(),
    );
  });
});
