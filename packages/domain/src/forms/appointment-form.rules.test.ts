import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TITLES,
  appointmentTimeText,
  formatAppointmentTime,
  isAppointmentTitle,
  parseAppointmentTime,
} from './appointment-form.rules.js';

describe('appointment form (spec 2 §5)', () => {
  it('offers the six titles, each kind followed by " Appointment"', () => {
    expect(APPOINTMENT_TITLES).toEqual([
      'Remote Appraisal Appointment',
      'Test Drive Appointment',
      'Trade Appraisal Appointment',
      'Financing Approval Appointment',
      'Buy-it Appointment',
      'Sell-it Appointment',
    ]);
  });

  it.each(['Test Drive', 'test drive appointment', 'Oil Change Appointment', 'Buy-it  Appointment', ''])(
    'refuses the title %j',
    (title) => {
      expect(isAppointmentTitle(title)).toBe(false);
    },
  );

  it.each([
    ['9:30 AM', { hour: 9, minute: 30 }],
    ['09:30 am', { hour: 9, minute: 30 }],
    ['12:05AM', { hour: 0, minute: 5 }],
    ['12:00 PM', { hour: 12, minute: 0 }],
    ['11:59 p.m.', { hour: 23, minute: 59 }],
  ])('reads the 12-hour time %j', (text, parts) => {
    expect(parseAppointmentTime(text)).toEqual(parts);
  });

  it.each(['13:00', '09:30:15 AM', '0:30 AM', '13:00 PM', '9:60 AM', '9 AM', ''])('refuses %j', (text) => {
    expect(parseAppointmentTime(text)).toBeUndefined();
  });

  it('shows times on the 12-hour picker without seconds', () => {
    expect(formatAppointmentTime('2025-03-14T18:05:42Z', 'UTC')).toBe('06:05 PM');
    expect(formatAppointmentTime('2025-03-14T00:10:00Z', 'UTC')).toBe('12:10 AM');
    expect(formatAppointmentTime('not a date')).toBe('');
    expect(appointmentTimeText({ hour: 14, minute: 5 })).toBe('02:05 PM');
  });
});
