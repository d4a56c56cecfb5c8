import { describe, expect, it } from 'vitest';
import { customerSearchQuery } from './customer-search-query';

describe('the customers search box', () => {
  it('searches a VIN, a phone by its digits, or else names and e-mail', () => {
    expect(customerSearchQuery(' 1hgcv1f34la012345 ')).toEqual({ vin: '1HGCV1F34LA012345' });
    expect(customerSearchQuery('(212) 555-01')).toEqual({ cellular: '21255501' });
    expect(customerSearchQuery('+1 212 555 0142')).toEqual({ cellular: '2125550142' });
    expect(customerSearchQuery('Moreno')).toEqual({ searchText: 'Moreno' });
    expect(customerSearchQuery('lia@example.com')).toEqual({ searchText: 'lia@example.com' });
    expect(customerSearchQuery('   ')).toEqual({});
  });
});
