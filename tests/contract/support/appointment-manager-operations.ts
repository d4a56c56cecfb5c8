/**
 * The operations appointment-manager.contract.test.ts exercises against the contract (issue 16: the
 * appointment manager). server-contract.test.ts leaves them to that file.
 */
export const APPOINTMENT_MANAGER_OPERATIONS: readonly string[] = [
  'searchAppointments',
  'searchServiceAppointmentsByDateAndQuery',
  'updateAppointmentStatus',
  'searchLeadAppointmentsByDate',
  'lisaSwimlaneAppointments',
  'searchServiceAppointmentsByDate',
  'getManualAppointmentServices',
  'getBookedAppointments',
  'markNoShow',
  'previewAppointmentReminder',
  'sendAppointmentReminder',
];
