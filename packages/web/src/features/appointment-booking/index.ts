export { BookAppointmentButton } from './BookAppointmentButton';
