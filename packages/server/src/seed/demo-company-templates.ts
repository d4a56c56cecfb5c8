import { placeholder } from '@torque/domain';

const first = placeholder('lead.contact.firstName');
const model = placeholder('lead.product.model');
const year = placeholder('lead.product.year');
const office = placeholder('lead.office.name');

type CompanyTemplateRow = {
  readonly enterprise_id: number;
  readonly division_id: string;
  readonly store_id: null;
  readonly family: 'service' | 'sales';
  readonly template_code: string;
  readonly name: string;
  readonly subject: string | null;
  readonly body: string;
  readonly moc: string | null;
  readonly source: string;
  readonly service_type: string | null;
};

const row = (
  family: 'service' | 'sales',
  template_code: string,
  name: string,
  body: string,
  moc: 'SMS' | 'EMAIL' = 'SMS',
  subject: string | null = null,
): CompanyTemplateRow => ({
  enterprise_id: 1,
  division_id: family === 'service' ? 'DIV004' : 'DIV001',
  store_id: null,
  family,
  template_code,
  name,
  subject,
  body,
  moc,
  source: 'COMPANY',
  service_type: null,
});

/**
 * Company templates of the demo enterprise (template master records, company-wide), so the picker's
 * Company tab (/template/services, /template/sales, /dynamicTemplate/templateList) has what a
 * dealership keeps: service texts and an e-mail, and two sales texts.
 */
export function demoCompanyTemplates(): CompanyTemplateRow[] {
  return [
    row(
      'service',
      'SERVICE_DUE',
      'Service due',
      `Hi ${first}, your ${year} ${model} is due for service at ${office}. Reply with a day that suits you.`,
    ),
    row(
      'service',
      'APPOINTMENT_CONFIRM',
      'Appointment confirmation',
      `Hi ${first}, you are booked in at ${office}. Reply C to confirm or R to reschedule.`,
    ),
    row(
      'service',
      'VEHICLE_READY',
      'Vehicle ready for pick-up',
      `Hi ${first}, your ${model} is ready for pick-up at ${office}.`,
    ),
    row(
      'service',
      'SERVICE_RECAP',
      'Service recap e-mail',
      `<p>Hi ${first},</p><p>Thank you for visiting ${office}. Your ${year} ${model} is all set.</p>`,
      'EMAIL',
      'Your visit to the service department',
    ),
    row(
      'sales',
      'TRADE_IN_OFFER',
      'Trade-in offer',
      `Hi ${first}, we would like to make you an offer on your ${year} ${model}. Can we set up a quick appraisal at ${office}?`,
    ),
    row(
      'sales',
      'TEST_DRIVE_FOLLOW_UP',
      'Test drive follow-up',
      `Hi ${first}, thanks for the test drive at ${office}. Any questions we can answer?`,
    ),
  ];
}
