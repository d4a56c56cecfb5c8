import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_DELETED,
  DATES_AS_DISPLAYED,
  RANGE_BACKWARDS,
  appointmentRangeOf,
  defaultAppointmentRange,
  appointmentReminderText,
  appointmentStatusLabel,
  isAppointmentManagerAction,
} from './appointment-manager.rules.js';

describe('appointment manager rules', () => {
  it('takes the statuses and the designed archive and delete words, nothing else', () => {
    expect(['BOOKED', 'NO_SHOW', 'ARCHIVED', 'DELETED'].every(isAppointmentManagerAction)).toBe(true);
    expect(isAppointmentManagerAction('SCHEDULED')).toBe(false);
    expect(isAppointmentManagerAction('no_show')).toBe(false);
  });

  it("keeps the spec's spelling of the delete answer", () => {
    expect(APPOINTMENT_DELETED).toBe('Successfully Deleted Appoinntment');
  });

  it('reads statuses in words and leaves unknown ones as they came', () => {
    expect(appointmentStatusLabel('NO_SHOW')).toBe('No-show');
    expect(appointmentStatusLabel('WAITING')).toBe('WAITING');
  });

  it("says the store's local day and time in the reminder", () => {
    expect(
      appointmentReminderText({
        firstName: 'Maria',
        storeName: 'Bay Toyota',
        apptDate: '2026-11-26',
        apptTime: '14:30',
      }),
    ).toBe(
      'Hi Maria, a reminder of your service appointment at Bay Toyota on Thursday 26 November at 2:30 PM. ' +
        'Reply to this text if you need to change it.',
    );
    expect(
      appointmentReminderText({
        firstName: '',
        storeName: 'Bay Toyota',
        apptDate: '2026-11-26',
        apptTime: '14:30',
        bookingLink: 'https://torque.example/book/9.xyz',
      }),
    ).toBe(
      'Hi, a reminder of your service appointment at Bay Toyota on Thursday 26 November at 2:30 PM. ' +
        'Reply to this text if you need to change it. Or change or cancel it here: https://torque.example/book/9.xyz',
    );
  });
});

describe('the appointment manager date range', () => {
  it('opens on the week behind and ahead of the store’s today', () => {
    // 02:00 UTC on 1 March is still 28 February in Chicago.
    expect(defaultAppointmentRange(new Date('2026-03-01T02:00:00Z'), 'America/Chicago')).toEqual({
      from: '21/02/2026',
      to: '07/03/2026',
    });
    // The archive opens on every archived appointment, whatever its day.
    expect(defaultAppointmentRange(new Date('2026-03-01T02:00:00Z'), 'America/Chicago', true)).toEqual({
      from: '',
      to: '',
    });
  });

  it('reads DD/MM/YYYY into the wire’s dates and says what is wrong otherwise', () => {
    expect(appointmentRangeOf('01/12/2026', ' 31/12/2026 ')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(appointmentRangeOf('', '')).toEqual({});
    expect(appointmentRangeOf('2026-12-01', '')).toEqual({ problem: DATES_AS_DISPLAYED });
    expect(appointmentRangeOf('31/02/2026', '')).toEqual({ problem: DATES_AS_DISPLAYED });
    expect(appointmentRangeOf('02/12/2026', '01/12/2026')).toEqual({ problem: RANGE_BACKWARDS });
  });
});
