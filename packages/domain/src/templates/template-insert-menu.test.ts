import { describe, expect, it } from 'vitest';
import { templateInsertMenus } from './template-insert-menu.js';
import { favouriteNotice, CONFIRM_DELETE_TEMPLATE, TEMPLATE_DELETED } from './template-notices.js';

const labels = (serviceType?: string) =>
  Object.fromEntries(
    templateInsertMenus(serviceType).map((menu) => [menu.name, menu.items.map((item) => item.label)]),
  );

describe('template editor insert menus (spec 1 §3)', () => {
  it('offers the five menus and their items', () => {
    expect(labels('OIL_CHANGE')).toEqual({
      Assistant: ['First Name', 'Last Name', 'Email'],
      Customer: ['First Name', 'Last Name', 'Email', 'Cellular'],
      Office: ['Name', 'Address'],
      Product: ['VIN', 'Make', 'Year', 'Model', 'Sold Date', 'Estimated Due Date'],
      Service: ['Last Service Date', 'Last Service Month', 'Booking Link'],
    });
  });

  it('inserts each item as its placeholder', () => {
    const menus = templateInsertMenus('OIL_CHANGE_10K');
    const insert = (menu: string, label: string) =>
      menus.find((m) => m.name === menu)?.items.find((i) => i.label === label)?.insert;
    expect(insert('Customer', 'Cellular')).toBe('${lead.contact.phoneNumber}');
    expect(insert('Office', 'Address')).toBe('${lead.office.fullAddress}');
    expect(insert('Product', 'Make')).toBe('${lead.product.productBrandMake}');
    expect(insert('Product', 'Sold Date')).toBe('${lead.deal.descriptiveDeliveryDate}');
    expect(insert('Product', 'Estimated Due Date')).toBe('${lead.deal.descriptiveDueDate10k}');
    expect(insert('Service', 'Last Service Month')).toBe('${lead.deal.descriptiveLastServiceDayMonth}');
  });

  it('uses the 0K due date by default and leaves it out where the service type has none', () => {
    const due = (serviceType?: string) =>
      templateInsertMenus(serviceType)
        .find((m) => m.name === 'Product')
        ?.items.find((i) => i.label === 'Estimated Due Date')?.insert;
    expect(due()).toBe('${lead.deal.descriptiveDueDate0k}');
    expect(due('SALES_TITLE')).toBe('${lead.deal.descriptiveDueDate05k}');
    expect(due('STATE_INSPECTION')).toBeUndefined();
  });
});

describe('template notices (spec 1 §2, §8)', () => {
  it('spells the notices as the spec does', () => {
    expect(CONFIRM_DELETE_TEMPLATE).toBe('Are you sure want to delete this template?');
    expect(TEMPLATE_DELETED).toBe('Successfully Deleted');
    expect(favouriteNotice(true)).toBe('Template added to favourites');
    expect(favouriteNotice(false)).toBe('Template removed from favourites');
  });
});
