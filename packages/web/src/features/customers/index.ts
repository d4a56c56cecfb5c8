export { CustomersPage } from './CustomersPage';
