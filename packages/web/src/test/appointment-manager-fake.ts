import { ok, type Appointment, type AppointmentReminder } from '@torque/domain';
import { InMemoryAppointmentGateway } from '@torque/domain/testing';
import type { AppointmentManagerPorts } from '../services/services';

/** The appointment manager's ports in memory: appointments kept, reminders sent at most once. */
export class InMemoryAppointmentManager implements AppointmentManagerPorts {
  readonly appointments: InMemoryAppointmentGateway;
  readonly sent = new Map<number, AppointmentReminder>();

  constructor(appointments: readonly Appointment[] = []) {
    this.appointments = new InMemoryAppointmentGateway(appointments);
  }

  search: AppointmentManagerPorts['search'] = (search, window) => this.appointments.search(search, window);
  setStatus: AppointmentManagerPorts['setStatus'] = (apptId, status) =>
    this.appointments.setStatus(apptId, status);

  preview = async (apptId: number) => ok(this.sent.get(apptId) ?? this.#reminder(apptId, null));

  send = async (apptId: number) => {
    const reminder = this.sent.get(apptId) ?? this.#reminder(apptId, '2026-11-24T15:00:00.000Z');
    this.sent.set(apptId, reminder);
    return ok(reminder);
  };

  #reminder(apptId: number, sentAt: string | null): AppointmentReminder {
    const appointment = this.appointments.all().find((a) => a.apptId === apptId);
    return {
      apptId,
      customerName: appointment?.customerName ?? '',
      cellular: appointment?.cellular ?? '',
      text: `Hi, a reminder of your service appointment on ${appointment?.apptDate ?? ''}.`,
      sendAfter: '2026-11-24T15:00:00.000Z',
      blockedReason: null,
      sentAt,
    };
  }
}
