import { placeholder, SERVICE_TYPES } from '@torque/domain';

type TemplateRow = {
  readonly enterprise_id: number;
  readonly user_id: number | null;
  readonly service_type: string;
  readonly title: string;
  readonly body: string;
};

const first = placeholder('lead.contact.firstName');
const model = placeholder('lead.product.model');
const year = placeholder('lead.product.year');
const office = placeholder('lead.office.name');
const agent = placeholder('lead.agent.agentFirstName');
const bookingLink = placeholder('lead.deal.bookingLink');

/** Service leads can book from the text (issue 34); sales leads are asked to reply. */
const reminderBody = (serviceType: string): string =>
  serviceType.startsWith('SALES')
    ? `Hi ${first}, your ${year} ${model} is due for service at ${office}. Reply YES and we will book a time that suits you.`
    : `Hi ${first}, your ${year} ${model} is due for service at ${office}. Pick a time here: ${bookingLink} or reply YES and we will book one that suits you.`;

/**
 * Custom templates of the demo (spec 1 §2 template picker): two Group templates for every service
 * type, shared by the enterprise, and a Personal one of the given user's, so the picker has
 * something to offer on any lead.
 */
export function demoTemplates(enterpriseId: number, personalUserId: number): TemplateRow[] {
  return SERVICE_TYPES.flatMap((serviceType) => [
    {
      enterprise_id: enterpriseId,
      user_id: null,
      service_type: serviceType,
      title: 'Service reminder',
      body: reminderBody(serviceType),
    },
    {
      enterprise_id: enterpriseId,
      user_id: null,
      service_type: serviceType,
      title: 'Ready for pickup',
      body: `Hi ${first}, your ${model} is ready for pickup at ${office}. See you soon!`,
    },
    {
      enterprise_id: enterpriseId,
      user_id: personalUserId,
      service_type: serviceType,
      title: 'Personal check-in',
      body: `Hi ${first}, this is ${agent} from ${office}. Just checking in: is there anything I can help with?`,
    },
  ]);
}
