export { CustomersPage } from './CustomersPage';
export { CustomerLanguageControl } from './CustomerLanguageControl';
