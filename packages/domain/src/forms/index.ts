/**
 * The forms context's public surface (`@torque/domain/forms`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './lead-submission.schema.js';
export {
  DEFAULT_LEAD_MESSAGE,
  isLeadFormVisible,
  LEAD_FORM_MAKES,
  LEAD_SUBMISSION_ROUTE,
  leadFormFor,
  type LeadFormMake,
  leadFormMakeForPath,
  leadMessageFor,
  storePhoneFor,
  visibleLeadForms,
} from './lead-form-makes.js';
export * from './lead-form.rules.js';
export * from './mailing-list.rules.js';
export * from './mailing-list-entry.rules.js';
export * from './mailing-list-csv.rules.js';
export * from './list-text.rules.js';
export {
  parseSelectedMileage,
  vehicleRecordUpdate,
  type VehicleRecordUpdate,
  VehicleRecordUpdateSchema,
} from './mileage-selection.rules.js';
export {
  APPOINTMENT_TITLES,
  appointmentTimeText,
  appointmentTitle,
  formatAppointmentTime,
  isAppointmentTitle,
  parseAppointmentTime,
} from './appointment-form.rules.js';
export * from './mailing-list.schema.js';
export {
  type ListTextRequest,
  mailingListCreateFailure,
  type MailingListGateway,
  type NewMailingListEntry,
  type NewMailingListEntries,
} from './mailing-list-gateway.port.js';
export * from './lead-form-consent.js';
export {
  formatMileage,
  LAST_SERVICE_DATE_IN_FUTURE,
  LAST_SERVICE_DATE_INVALID,
  lastServiceDateOf,
} from './vehicle-record.rules.js';
