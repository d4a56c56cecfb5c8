import { describe, expect, it } from 'vitest';
import { SCREEN_FILTERS, screenFilterOptions } from './screen-filter.js';

describe('screen filter options (spec 2 §9)', () => {
  it('offers Lead Manager, GI, Contact later and Follow up', () => {
    expect(SCREEN_FILTERS.map((option) => option.label)).toEqual([
      'Lead Manager',
      'GI',
      'Contact later',
      'Follow up',
    ]);
    expect(screenFilterOptions('maintenance')).toEqual(SCREEN_FILTERS);
    expect(screenFilterOptions('dealer-group')).toEqual(SCREEN_FILTERS);
    expect(screenFilterOptions('unknown')).toEqual(SCREEN_FILTERS);
  });

  it('hides Lead Manager in the agent deployment only', () => {
    expect(screenFilterOptions('agent').map((option) => option.label)).toEqual([
      'GI',
      'Contact later',
      'Follow up',
    ]);
  });
});
