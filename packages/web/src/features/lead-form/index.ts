export { LeadFormPage, LEAD_FORM_TITLE } from './LeadFormPage';
