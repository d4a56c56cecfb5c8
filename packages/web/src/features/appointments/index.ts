export { AppointmentManagerPage } from './AppointmentManagerPage';
export { AppointmentSearchPage } from './AppointmentSearchPage';
