import { HttpAppointmentGateway, HttpAppointmentReminderGateway, type ApiClient } from '@torque/adapters';
import type { AppointmentManagerPorts } from '../services/services';

/**
 * The appointment manager's adapters, loaded with its screens rather than with the lead manager.
 * Its calls are all on the main host, so the data-sync client slot gets the main client too.
 */
export function createAppointmentManagerPorts(
  client: ApiClient,
  onUnauthorized: () => void,
): AppointmentManagerPorts {
  const appointments = new HttpAppointmentGateway(client, client, { onUnauthorized });
  const reminders = new HttpAppointmentReminderGateway(client, { onUnauthorized });
  return {
    search: (search, window) => appointments.search(search, window),
    setStatus: (apptId, status) => appointments.setStatus(apptId, status),
    preview: (apptId) => reminders.preview(apptId),
    send: (apptId) => reminders.send(apptId),
  };
}
