import { DateTime } from 'luxon';
import { formatPhone } from '../format/phone.js';
import { DEFAULT_DATE_ZONE, type DateInput } from '../format/dates.js';
import type { Lead } from '../leads/lead.schema.js';
import { vehicleModelForText } from '../leads/vehicle-title.js';
import type { Assistant } from '../stores/assistant.schema.js';
import {
  DUE_DATE_VARIANTS,
  dueDateField,
  type DueDateVariant,
  type PlaceholderField,
  type PlaceholderGroup,
} from './template-placeholder.js';

/** The values a template is rendered with: every group of spec 1 §3, each field optional. */
export type TemplateContext = {
  readonly [G in PlaceholderGroup]: Readonly<Partial<Record<PlaceholderField<G>, string>>>;
};

/** 'March 14, 2025' and 'March 14': how the deal's "descriptive" dates read in a message (our choice). */
export const DESCRIPTIVE_DATE_FORMAT = 'MMMM d, yyyy';
export const DESCRIPTIVE_DAY_MONTH_FORMAT = 'MMMM d';

function descriptive(input: DateInput | null | undefined, format: string, zone: string): string | undefined {
  if (input == null) return undefined;
  const dateTime =
    input instanceof Date
      ? DateTime.fromJSDate(input, { zone })
      : typeof input === 'string'
        ? DateTime.fromISO(input, { zone })
        : input.setZone(zone);
  return dateTime.isValid ? dateTime.setLocale('en-US').toFormat(format) : undefined;
}

/** What the lead record does not carry: the store's address, the agent's e-mail and the deal dates. */
export type TemplateContextExtras = {
  readonly agentEmail?: string | null;
  readonly office?: { readonly name?: string | null; readonly fullAddress?: string | null };
  readonly deliveryDate?: DateInput | null;
  readonly lastServiceDate?: DateInput | null;
  readonly dueDates?: Partial<Record<DueDateVariant, DateInput | null>>;
  /** The office zone dates are shown in; the business zone when omitted. */
  readonly zone?: string;
};

const present = <T extends string>(entries: readonly (readonly [T, string | null | undefined])[]) =>
  Object.fromEntries(entries.filter(([, value]) => value != null && value !== '')) as Partial<
    Record<T, string>
  >;

/** The context of a lead, its assistant and its store; the customer's phone is shown as (###)-###-####. */
export function templateContextFromLead(
  lead: Pick<Lead, 'customerMaster' | 'serviceVehicle' | 'storeMaster'>,
  assistant: Pick<Assistant, 'agentFirstName' | 'agentLastName'> | null,
  extras: TemplateContextExtras = {},
): TemplateContext {
  const zone = extras.zone ?? lead.storeMaster.officeMasterVO.officeTimeZone ?? DEFAULT_DATE_ZONE;
  const { customerMaster: customer, serviceVehicle: vehicle } = lead;
  return {
    agent: present([
      ['agentFirstName', assistant?.agentFirstName],
      ['agentLastName', assistant?.agentLastName],
      ['agentEmail', extras.agentEmail],
    ]),
    contact: present([
      ['firstName', customer.firstName],
      ['lastName', customer.lastName],
      ['email', customer.email],
      ['phoneNumber', customer.cellular === '' ? undefined : formatPhone(customer.cellular)],
    ]),
    office: present([
      ['name', extras.office?.name ?? lead.storeMaster.store_name],
      ['fullAddress', extras.office?.fullAddress],
    ]),
    product: present([
      ['vin', vehicle.vin],
      ['productBrandMake', vehicle.make],
      ['year', vehicle.year === null ? undefined : String(vehicle.year)],
      ['model', vehicleModelForText(vehicle)],
    ]),
    deal: present<PlaceholderField<'deal'>>([
      ['descriptiveDeliveryDate', descriptive(extras.deliveryDate, DESCRIPTIVE_DATE_FORMAT, zone)],
      ['descriptiveLastServiceDate', descriptive(extras.lastServiceDate, DESCRIPTIVE_DATE_FORMAT, zone)],
      [
        'descriptiveLastServiceDayMonth',
        descriptive(extras.lastServiceDate, DESCRIPTIVE_DAY_MONTH_FORMAT, zone),
      ],
      ...DUE_DATE_VARIANTS.map(
        (variant) =>
          [
            dueDateField(variant),
            descriptive(extras.dueDates?.[variant], DESCRIPTIVE_DATE_FORMAT, zone),
          ] as const,
      ),
    ]),
  };
}
