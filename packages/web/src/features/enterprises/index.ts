export { EnterprisesPage } from './EnterprisesPage';
