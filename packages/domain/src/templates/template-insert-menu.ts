import { DEFAULT_SERVICE_TYPE } from '../leads/service-type.js';
import {
  dueDateField,
  placeholder,
  type DueDateVariant,
  type PlaceholderPath,
} from './template-placeholder.js';

/** Spec 1 §3 template editor insert menus; each item inserts its placeholder. */
export type InsertMenuName = 'Assistant' | 'Customer' | 'Office' | 'Product' | 'Service';
export type InsertMenuItem = {
  readonly label: string;
  readonly path: PlaceholderPath;
  readonly insert: string;
};
export type InsertMenu = { readonly name: InsertMenuName; readonly items: readonly InsertMenuItem[] };

const item = (label: string, path: PlaceholderPath): InsertMenuItem => ({
  label,
  path,
  insert: placeholder(path),
});

/** The due-date variant of each service type that has one (spec 2 §9 interaction labels by code). */
export const DUE_DATE_VARIANT_BY_SERVICE_TYPE: Readonly<Record<string, DueDateVariant>> = {
  SALES_THANKS: '0k',
  SALES_TITLE: '05k',
  OIL_CHANGE: '5k',
  OIL_CHANGE_10K: '10k',
  OIL_CHANGE_15K: '15k',
  OIL_CHANGE_20K: '20k',
  OIL_CHANGE_25K: '25k',
};

/**
 * The menus for the service type chosen in the editor. Product's "sold date" is the deal's delivery
 * date; its "estimated due date" is the due date of the service type's mileage, and is left out for a
 * service type with no due-date placeholder (e.g. STATE_INSPECTION) rather than insert a wrong one.
 * Service's "last service month" is the last service day and month.
 */
export function templateInsertMenus(serviceType: string = DEFAULT_SERVICE_TYPE): readonly InsertMenu[] {
  const variant = Object.hasOwn(DUE_DATE_VARIANT_BY_SERVICE_TYPE, serviceType)
    ? DUE_DATE_VARIANT_BY_SERVICE_TYPE[serviceType]
    : undefined;
  return [
    {
      name: 'Assistant',
      items: [
        item('First Name', 'lead.agent.agentFirstName'),
        item('Last Name', 'lead.agent.agentLastName'),
        item('Email', 'lead.agent.agentEmail'),
      ],
    },
    {
      name: 'Customer',
      items: [
        item('First Name', 'lead.contact.firstName'),
        item('Last Name', 'lead.contact.lastName'),
        item('Email', 'lead.contact.email'),
        item('Cellular', 'lead.contact.phoneNumber'),
      ],
    },
    { name: 'Office', items: [item('Name', 'lead.office.name'), item('Address', 'lead.office.fullAddress')] },
    {
      name: 'Product',
      items: [
        item('VIN', 'lead.product.vin'),
        item('Make', 'lead.product.productBrandMake'),
        item('Year', 'lead.product.year'),
        item('Model', 'lead.product.model'),
        item('Sold Date', 'lead.deal.descriptiveDeliveryDate'),
        ...(variant === undefined ? [] : [item('Estimated Due Date', `lead.deal.${dueDateField(variant)}`)]),
      ],
    },
    {
      name: 'Service',
      items: [
        item('Last Service Date', 'lead.deal.descriptiveLastServiceDate'),
        item('Last Service Month', 'lead.deal.descriptiveLastServiceDayMonth'),
        item('Booking Link', 'lead.deal.bookingLink'),
      ],
    },
  ];
}
