export { BookingLinkPage } from './BookingLinkPage';
