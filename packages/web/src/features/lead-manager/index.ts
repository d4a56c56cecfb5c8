export { LeadManagerPage } from './LeadManagerPage';
