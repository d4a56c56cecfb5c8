import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  APPOINTMENT_KINDS,
  appointmentTimeText,
  isAppointmentTitle,
  parseAppointmentTime,
} from './appointment-form.rules.js';

describe('appointment form (spec 2 §5)', () => {
  it("accepts a title exactly when it is one of the six kinds followed by ' Appointment'", () => {
    const arbTitle = fc.oneof(
      fc.constantFrom(...APPOINTMENT_KINDS).map((kind) => `${kind} Appointment`),
      fc.string(),
      fc.constantFrom(...APPOINTMENT_KINDS),
    );
    fc.assert(
      fc.property(arbTitle, (title) => {
        const expected = APPOINTMENT_KINDS.some((kind) => title === `${kind} Appointment`);
        return isAppointmentTitle(title) === expected;
      }),
      propertyConfig(),
    );
  });

  it('reads back every minute of the day from its 12-hour text, which never shows seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const text = appointmentTimeText({ hour, minute });
        const back = parseAppointmentTime(text);
        return (
          /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/.test(text) && back?.hour === hour && back.minute === minute
        );
      }),
      propertyConfig(),
    );
  });
});
