import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_DELETED,
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
  });
});
