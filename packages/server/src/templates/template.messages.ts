/** What the template calls answer when they refuse; the success notices come from the domain. */
export const templateNotFound = (templateId: number): string => `No template ${templateId}`;
export const enterpriseNotFound = (enterpriseId: number | string): string => `No enterprise ${enterpriseId}`;
export const OFFICE_NOT_FOUND = 'Office not found.';
export const CONTACT_NOT_FOUND = 'Contact not found.';
export const TITLE_REQUIRED = 'Please enter a template title.';
export const BODY_REQUIRED = 'Please enter the template text.';
export const TEMPLATE_CODE_REQUIRED = 'Please enter a template code.';
export const SCOPE_CHANGE_REFUSED = 'A template cannot move between the Personal and Group tabs.';
export const ENTERPRISE_CHANGE_REFUSED = 'A template cannot move to another enterprise.';
export const unknownServiceType = (serviceType: string): string => `Unknown service type ${serviceType}`;
export const noCompanyTemplate = (family: string, code: string): string => `No ${family} template ${code}`;
