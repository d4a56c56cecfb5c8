import type { Appointment, CdkAppointmentResult } from '../appointments/appointment.schema.js';
import type { CdkAction, CdkAppointmentRequest } from '../appointments/appointment-requests.js';

/** The dealer's CDK appointment book behind the data-sync host, keyed by CDK appointment id. */
export class InMemoryCdkAppointments {
  readonly #book = new Map<string, Appointment>();
  #next = 1;

  list(): Appointment[] {
    return [...this.#book.values()];
  }

  apply(action: CdkAction, request: CdkAppointmentRequest): CdkAppointmentResult {
    const id = request.appointmentId;
    const found = id === undefined ? undefined : this.#book.get(id);
    if (action === 'insert') {
      const appointmentId = `CDK-${this.#next++}`;
      const appointment = this.#appointment(this.#book.size + 1, request);
      this.#book.set(appointmentId, appointment);
      return { success: true, appointmentId, message: null, appointment };
    }
    if (id === undefined || found === undefined) {
      return { success: false, appointmentId: id ?? null, message: `No CDK appointment ${id ?? ''}`.trim() };
    }
    if (action === 'delete') this.#book.delete(id);
    if (action === 'update') this.#book.set(id, { ...found, ...this.#appointment(found.apptId, request) });
    return { success: true, appointmentId: id, message: null, appointment: this.#book.get(id) ?? found };
  }

  #appointment(apptId: number, request: CdkAppointmentRequest): Appointment {
    return {
      apptId,
      apptStatus: 'BOOKED',
      futureServiceInteractionId: request.fsiId ?? null,
      apptDate: request.apptDate ?? null,
      apptTime: request.apptTime ?? null,
      advisorNo: request.advisorId ?? null,
      opCodes: [...(request.opCodes ?? [])],
    };
  }
}
